import type { Translation } from '../../translate.js'
import type { connect as english } from '../en/connect.js'

/** French: connect. */
export const connect: Translation<typeof english> = {
  'connect.allWallets': 'Tous les portefeuilles',

  // Connect
  'connect.or': 'ou',
  'connect.continueWithWallet': 'Continuer avec un portefeuille',
  'connect.waysToConnect': 'Moyens de connexion',
  'connect.noWallet': "Je n'ai pas de portefeuille",
  'connect.wallets': 'Portefeuilles',
  'connect.noWalletDetected': 'Aucun portefeuille détecté dans ce navigateur.',
  'connect.browse': 'Parcourir',
  'connect.tagQrCode': 'Code QR',
  'connect.tagRecent': 'Récent',
  'connect.tagInstalled': 'Installé',
  'connect.email': 'E-mail',
  'connect.invalidEmail': 'Saisissez une adresse e-mail valide',
  'connect.sendingCode': 'Envoi du code…',
  'connect.continue': 'Continuer',
  'connect.continueWith': 'Continuer avec {provider}',

  // Connect: the host's legal links
  'connect.termsOfService': "Conditions d'utilisation",
  'connect.privacyPolicy': 'Politique de confidentialité',
  'connect.legalAgreeTerms': "J'accepte les {terms}",
  'connect.legalAgreePrivacy': "J'accepte la {privacy}",
  'connect.legalAgreeBoth': "J'accepte les {terms} et la {privacy}",
  'connect.legalHint': 'La connexion sera possible une fois votre accord donné.',
  'connect.legalFooterTerms': 'En connectant votre portefeuille, vous acceptez nos {terms}',
  'connect.legalFooterPrivacy': 'En connectant votre portefeuille, vous acceptez notre {privacy}',
  'connect.legalFooterBoth':
    'En connectant votre portefeuille, vous acceptez nos {terms} et notre {privacy}',
}
