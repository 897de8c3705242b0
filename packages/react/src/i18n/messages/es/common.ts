import type { Translation } from '../../translate.js'
import type { common as english } from '../en/common.js'

/** Spanish: common. */
export const common: Translation<typeof english> = {
  'common.back': 'Atrás',
  'common.close': 'Cerrar',
  'common.dismiss': 'Descartar',
  'common.loading': 'Cargando',
  'common.viewLoadFailed': 'No se pudo cargar esta vista.',
  'common.tryAgain': 'Reintentar',
}
