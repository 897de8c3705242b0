import type { Translation } from '../../translate.js'
import type { names as english } from '../en/names.js'

/** Spanish: names. */
export const names: Translation<typeof english> = {
  // RegisterAccountName
  'names.label': 'Elige un nombre para tu cuenta',
  'names.placeholder': 'tu-nombre',
  'names.rule': 'Al menos 4 caracteres; solo letras, dígitos y guion.',
  'names.checking': 'Comprobando…',
  'names.available': '{name} está disponible',
  'names.taken': '{name} ya está en uso',
  'names.register': 'Registrar',
  'names.registering': 'Registrando',
  'names.registeringBusy': 'Registrando…',
  // RegisterAccountNameSuccess
  'names.success': '{name} es ahora el nombre de tu cuenta.',
  'names.backToAccount': 'Volver a la cuenta',
  // SIWXSignMessage (ConnectingSiwe)
  'names.siwxLoading': 'Cargando',
  'names.siwxThisApp': 'Esta app',
  'names.siwxTitle': '{name} necesita conectarse a tu billetera',
  'names.siwxTextRequired':
    'Firma este mensaje para demostrar que eres el titular de esta billetera y continuar. Si cancelas, se cerrará tu conexión.',
  'names.siwxText':
    'Firma este mensaje para demostrar que eres el titular de esta billetera y continuar. Si cancelas, se cerrará esta ventana.',
  'names.siwxCancel': 'Cancelar',
  'names.siwxSign': 'Firmar',
  'names.siwxSigning': 'Firmando…',
}
