import type { Translation } from '../../translate.js'
import type { names as english } from '../en/names.js'

/** French: names. */
export const names: Translation<typeof english> = {
  // RegisterAccountName
  'names.label': 'Choisissez un nom pour votre compte',
  'names.placeholder': 'votre-nom',
  'names.rule': 'Au moins 4 caractères ; uniquement des lettres, des chiffres et des tirets.',
  'names.checking': 'Vérification…',
  'names.available': '{name} est disponible',
  'names.taken': '{name} est déjà pris',
  'names.register': 'Enregistrer',
  'names.registering': 'Enregistrement',
  'names.registeringBusy': 'Enregistrement…',
  // RegisterAccountNameSuccess
  'names.success': '{name} est désormais le nom de votre compte.',
  'names.backToAccount': 'Retour au compte',
  // SIWXSignMessage (ConnectingSiwe)
  'names.siwxLoading': 'Chargement',
  'names.siwxThisApp': 'Cette application',
  'names.siwxTitle': '{name} doit se connecter à votre portefeuille',
  'names.siwxTextRequired':
    'Signez ce message pour prouver que ce portefeuille vous appartient et continuer. Annuler vous déconnectera.',
  'names.siwxText':
    'Signez ce message pour prouver que ce portefeuille vous appartient et continuer. Annuler fermera cette fenêtre.',
  'names.siwxCancel': 'Annuler',
  'names.siwxSign': 'Signer',
  'names.siwxSigning': 'Signature…',
}
