import type { Translation } from '../../translate.js'
import type { common as english } from '../en/common.js'

/** French: common. */
export const common: Translation<typeof english> = {
  'common.back': 'Retour',
  'common.close': 'Fermer',
  'common.dismiss': 'Ignorer',
  'common.loading': 'Chargement',
  'common.viewLoadFailed': 'Impossible de charger cette vue.',
  'common.tryAgain': 'Réessayer',
}
