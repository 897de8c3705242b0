import type { Translation } from '../../translate.js'
import type { button as english } from '../en/button.js'

/** Spanish: button. */
export const button: Translation<typeof english> = {
  'button.connect': 'Conectar billetera',
  'button.connecting': 'Conectando…',
  'button.switchNetwork': 'Cambiar red',
  'button.network': 'Red',
  'button.familyConnected': '{family} conectado',
  'button.familyNotConnected': '{family} no conectado',
}
