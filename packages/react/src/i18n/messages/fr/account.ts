import type { Translation } from '../../translate.js'
import type { account as english } from '../en/account.js'

/** French: account. */
export const account: Translation<typeof english> = {
  'account.noAccount': 'Aucun compte n’est connecté.',
  'account.connectWallet': 'Connecter un portefeuille',
  'account.goBack': 'Retour',
  'account.disconnect': 'Se déconnecter',
  'account.copyAddress': 'Copier l’adresse',
  'account.copyFailed': 'Impossible de copier l’adresse',
  'account.addressCopied': 'Adresse copiée',
  'account.tryAgain': 'Réessayer',

  'account.chooseName': 'Choisir un nom',
  'account.changeNetwork': 'Changer de réseau',
  'account.networkLabel': 'Réseau :',
  'account.tabsLabel': 'Compte',
  'account.tab.tokens': 'Jetons',
  'account.tab.nfts': 'NFT',
  'account.tab.activity': 'Activité',
  'account.feature.onramp': 'Acheter',
  'account.feature.swaps': 'Échanger',
  'account.feature.receive': 'Recevoir',
  'account.feature.send': 'Envoyer',
  'account.connectedWallet': 'Portefeuille connecté',
  'account.settingsButton': 'Paramètres du compte',

  'account.tokens.empty': 'Aucun jeton pour l’instant',
  'account.tokens.emptyText': 'Les jetons que vous détenez apparaissent ici.',
  'account.nfts.failed': 'Impossible de récupérer les NFT',
  'account.nfts.loading': 'Chargement des NFT',
  'account.nfts.empty': 'Aucun NFT pour l’instant',
  'account.nfts.emptyText': 'Les objets de collection que vous détenez apparaissent ici.',

  'account.activity.op.send': 'Envoyé',
  'account.activity.op.receive': 'Reçu',
  'account.activity.op.approve': 'Approuvé',
  'account.activity.op.execute': 'Appel de contrat',
  'account.activity.op.deploy': 'Contrat déployé',
  'account.activity.op.mint': 'Frappé',
  'account.activity.op.burn': 'Brûlé',
  'account.activity.op.trade': 'Échangé',
  'account.activity.op.onramp': 'Acheté',
  'account.activity.via': '{label} via {provider}',
  'account.activity.from': '{label} de {address}',
  'account.activity.to': '{label} à {address}',
  'account.activity.unknownProvider': 'un service d’achat',
  'account.activity.swapLine': '{out} → {in}',
  'account.activity.noTransfers': 'Aucun transfert',
  'account.activity.failed': 'Échec',
  'account.activity.pending': 'En attente',
  'account.activity.explorer': 'Voir dans l’explorateur (s’ouvre dans un nouvel onglet)',
  'account.activity.fetchFailed': 'Impossible de récupérer les transactions',
  'account.activity.loading': 'Chargement de l’activité',
  'account.activity.empty': 'Aucune activité pour l’instant',
  'account.activity.emptyText': 'Vos transactions apparaîtront ici.',
  'account.activity.loadingMore': 'Chargement…',
  'account.activity.loadMore': 'Afficher plus',
  'account.activity.viewAll': 'Voir toute l’activité',

  'account.settings.list': 'Paramètres',
  'account.settings.network': 'Réseau',
  'account.settings.email': 'E-mail',
  'account.settings.updateEmail': 'Modifier l’e-mail',
  'account.settings.updateEmailLabel': 'Modifier l’e-mail {email}',
  'account.settings.accountType': 'Type de compte',
  'account.settings.active': 'Actif',
  'account.settings.switched': 'Passé à : {type}',
  'account.type.eoa': 'Compte standard',
  'account.type.smartAccount': 'Compte intelligent',
  'account.type.payment': 'Paiement',
  'account.type.ordinal': 'Ordinals',

  'account.onramp.provider': 'Prestataire',
  'account.onramp.asset': 'Actif',
  'account.onramp.amount': 'Montant (USD)',
  'account.onramp.fee': 'Frais de {percent} %',
  'account.onramp.feeRange': 'Frais de {min} à {max} %',
  'account.onramp.amountError': 'Saisissez un montant en USD, par exemple 50 ou 49.99',
  'account.onramp.noProvider':
    'Aucun prestataire ne vend sur ce réseau. Passez à un autre réseau pour acheter.',
  'account.onramp.continue': 'Continuer avec {provider}',
  'account.onramp.preparing': 'Ouverture de {provider}…',
  'account.onramp.opensIn':
    '{provider} s’ouvre dans une nouvelle fenêtre avec votre adresse et le réseau {network} déjà renseignés.',
  'account.onramp.opensInAnyNetwork':
    '{provider} s’ouvre dans une nouvelle fenêtre avec votre adresse et le réseau déjà renseignés.',
  'account.onramp.arrived': 'Fonds reçus',
  'account.onramp.arrivedText': '{amount} sont arrivés sur votre compte.',
  'account.onramp.backToAccount': 'Retour au compte',
  'account.onramp.stillOnItsWay': 'Toujours en route ?',
  'account.onramp.timeoutText':
    'Rien n’est encore arrivé de {provider}. Un achat peut prendre plus de temps ; ses fonds apparaîtront sur votre compte dès leur arrivée.',
  'account.onramp.keepWaiting': 'Continuer d’attendre',
  'account.onramp.waitingFor': 'En attente de {asset} de {provider}',
  'account.onramp.complete': 'Finalisez votre achat sur {provider}',
  'account.onramp.blocked':
    'Votre navigateur a bloqué la fenêtre de {provider}. Ouvrez-la avec le lien ci-dessous.',
  'account.onramp.openedWindow':
    '{provider} s’est ouvert dans une nouvelle fenêtre. Vos {asset} apparaîtront ici dès leur arrivée.',
  'account.onramp.openedTab':
    '{provider} s’est ouvert dans un nouvel onglet. Vos {asset} apparaîtront ici dès leur arrivée.',
  'account.onramp.minutesLeft': {
    one: 'Attente encore {minutes} min au plus',
    other: 'Attente encore {minutes} min au plus',
  },
  'account.onramp.secondsLeft': {
    one: 'Attente encore {seconds} s au plus',
    other: 'Attente encore {seconds} s au plus',
  },
  'account.onramp.open': 'Ouvrir {provider}',
  'account.onramp.stop': 'Arrêter d’attendre',

  'account.receive.qrLabel': 'QR code de votre adresse {family}',
  'account.receive.qrLabelPlain': 'QR code de votre adresse',
  'account.receive.copied': 'Copiée',
  'account.receive.networks': {
    one: 'Réseau de cette adresse',
    other: 'Réseaux de cette adresse',
  },
  'account.receive.warningNetwork':
    'N’envoyez des actifs à cette adresse que sur {network}. Les actifs envoyés sur tout autre réseau risquent d’être perdus.',
  'account.receive.warningFamily':
    'N’envoyez des actifs à cette adresse que sur les réseaux {family} indiqués ici. Les actifs envoyés sur tout autre réseau risquent d’être perdus.',
  'account.receive.warningListed':
    'N’envoyez des actifs à cette adresse que sur les réseaux indiqués ici. Les actifs envoyés sur tout autre réseau risquent d’être perdus.',
}
