import type { Translation } from '../../translate.js'
import type { accounts as english } from '../en/accounts.js'

/** French: accounts. */
export const accounts: Translation<typeof english> = {
  'accounts.connectFamily': 'Connecter un portefeuille {family}',
  'accounts.othersStayConnected': {
    one: 'Votre portefeuille {families} reste connecté.',
    other: 'Vos portefeuilles {families} restent connectés.',
  },
  'accounts.connected': 'Connecté',
  'accounts.notConnected': 'Non connecté',
  'accounts.pickerIntro': {
    one: '{wallet} partage 1 compte avec ce site.',
    other: '{wallet} partage {count} comptes avec ce site. Choisissez celui à utiliser.',
  },
  'accounts.pickerIntroLater': 'Choisissez le compte à utiliser sur ce site.',
  'accounts.listLabel': 'Comptes',
  'accounts.active': 'Actif',
  'accounts.switching': 'Passage à {account}',
  'accounts.switched': 'Compte actif : {account}',
  'accounts.switchFailed': 'Impossible de changer de compte',
  'accounts.numbered': 'Compte {number}',
  'accounts.typePayment': 'Paiement',
  'accounts.typeOrdinal': 'Ordinals',
  'accounts.nothingToChoose': 'Le portefeuille connecté ne partage qu’un seul compte.',
  'accounts.switchAccount': 'Changer de compte',
  'accounts.accountCount': { one: '1 compte', other: '{count} comptes' },
}
