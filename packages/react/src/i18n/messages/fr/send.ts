import type { Translation } from '../../translate.js'
import type { send as english } from '../en/send.js'

/** French: send. */
export const send: Translation<typeof english> = {
  'send.balance': 'Solde : {amount}',
  'send.max': 'Max',
  'send.amount': 'Montant',
  'send.network': 'Réseau',
  'send.networkFee': 'Frais de réseau',
  'send.back': 'Retour',
  'send.confirmInWallet': 'Confirmez dans votre portefeuille',
  'send.estimating': 'Estimation…',
  'send.withUsd': '{amount} (≈ {usd})',
  'send.tokens': 'Jetons',

  'send.selectToken': 'Choisissez un jeton',
  'send.tokenChange': 'Jeton : {symbol}, modifier',
  'send.useMax': 'Utiliser le montant maximal',
  'send.useMaxOf': 'Utiliser le montant maximal de {symbol}',
  'send.networkFeeLine': 'Frais de réseau : {fee}',
  'send.previewSend': "Vérifier l'envoi",
  'send.receiver': 'Adresse du destinataire',
  'send.receiverOrName': 'Adresse ou nom du destinataire',
  'send.address': 'Adresse',
  'send.addressOn': 'Adresse sur {network}',
  'send.resolvingName': 'Résolution du nom…',
  'send.nameNotRegistered': "{name} n'est pas enregistré",

  'send.noTokens': 'Aucun jeton avec un solde sur ce réseau.',

  'send.to': 'À',
  'send.send': 'Envoyer',

  'send.youPay': 'Vous payez',
  'send.youReceive': 'Vous recevez',
  'send.payWith': 'Payer avec',
  'send.receive': 'Recevoir',
  'send.selectSwapToken': 'Choisir un jeton',
  'send.changeToken': ', changer de jeton',
  'send.maxOfBalance': 'Max : tout le solde de {symbol}',
  'send.switchTokens': 'Inverser les jetons',
  'send.gettingQuote': 'Obtention du devis…',
  'send.loadingTokensStatus': 'Chargement des jetons…',
  'send.reviewSwap': "Vérifier l'échange",
  'send.price': 'Prix',
  'send.priceImpact': 'Impact sur le prix',
  'send.maxSlippage': 'Glissement maximal',
  'send.providerFee': 'Frais du fournisseur',

  'send.searchTokens': 'Rechercher des jetons',
  'send.searchTokensPlaceholder': 'Rechercher par nom, symbole ou adresse',
  'send.loadingTokens': 'Chargement des jetons',
  'send.noTokensMatch': 'Aucun jeton ne correspond à « {query} ».',
  'send.noSwapTokens': 'Aucun jeton à échanger ici.',
  'send.yourTokens': 'Vos jetons',

  'send.approvalStep':
    "Étape 1 sur 2 : autorisez l'échange à utiliser vos {symbol}. Ensuite, échangez.",
  'send.approvalStepTokens':
    "Étape 1 sur 2 : autorisez l'échange à utiliser vos jetons. Ensuite, échangez.",
  'send.approvingInWallet': 'Approbation de {symbol} dans votre portefeuille…',
  'send.confirmSwapInWallet': "Confirmez l'échange dans votre portefeuille…",
  'send.batchStep': 'Votre portefeuille approuve {symbol} et échange en une seule transaction.',
  'send.confirmingBatch': "En attente de la confirmation de l'approbation et de l'échange…",
  'send.confirming': 'Confirmation…',
  'send.approving': 'Approbation…',
  'send.approve': 'Approuver',
  'send.approveSymbol': 'Approuver {symbol}',
  'send.swap': 'Échanger',
}
