import type { Translation } from '../../translate.js'
import type { button as english } from '../en/button.js'

/** French: button. */
export const button: Translation<typeof english> = {
  'button.connect': 'Connecter le portefeuille',
  'button.connecting': 'Connexion…',
  'button.switchNetwork': 'Changer de réseau',
  'button.network': 'Réseau',
  'button.familyConnected': '{family} connecté',
  'button.familyNotConnected': '{family} non connecté',
}
