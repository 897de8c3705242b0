import type { Translation } from '../../translate.js'
import type { wallets as english } from '../en/wallets.js'

/** French: wallets. */
export const wallets: Translation<typeof english> = {
  // Shared by the connect views
  'wallets.tryAgain': 'Réessayer',
  'wallets.goBack': 'Retour',
  'wallets.loadingWallets': 'Chargement des portefeuilles',
  'wallets.connectionDeclined': 'Connexion refusée',
  'wallets.connectionNotCompleted': "La connexion n'a pas abouti. Vous pouvez réessayer.",
  'wallets.noWalletSelected': 'Aucun portefeuille sélectionné.',
  'wallets.walletDidNotAnswer': "Le portefeuille n'a pas répondu",
  'wallets.switchingTo': 'Passage à {network}',

  // AllWallets
  'wallets.searchWallets': 'Rechercher des portefeuilles',
  'wallets.searchWalletPlaceholder': 'Rechercher un portefeuille',
  'wallets.noWalletFound': 'Aucun portefeuille trouvé',
  'wallets.noWalletsToShow': 'Aucun portefeuille à afficher',
  'wallets.directoryUnreachable': "L'annuaire des portefeuilles est injoignable.",
  'wallets.directorySlow': "L'annuaire des portefeuilles ne répond pas.",

  // ConnectingExternal
  'wallets.continueIn': 'Continuez dans {wallet}',
  'wallets.acceptRequest': 'Acceptez la demande de connexion dans le portefeuille.',

  // ConnectingWalletConnect(Basic)
  'wallets.linkCopied': 'Lien copié',
  'wallets.linkCopyFailed': 'Impossible de copier le lien',
  'wallets.walletConnectUnavailable': "WalletConnect n'est pas disponible dans cette application.",
  'wallets.qrToConnect': 'Code QR pour connecter {wallet}',
  'wallets.walletConnectQr': 'Code QR WalletConnect',
  'wallets.generatingQr': 'Génération du code QR',
  'wallets.scanWithWallet': 'Scannez ce code QR avec {wallet} sur votre téléphone',
  'wallets.scanWithPhone': 'Scannez ce code QR avec votre téléphone',
  'wallets.copyLink': 'Copier le lien',
  'wallets.openMobile': 'Ouvrir {wallet}',
  'wallets.openDesktop': "Ouvrir l'application de bureau {wallet}",
  'wallets.openWeb': "Ouvrir l'application web {wallet}",

  // ConnectingMultiChain
  'wallets.worksOnSeveralChains':
    '{wallet} fonctionne sur plusieurs chaînes. Choisissez celle à connecter.',
  'wallets.chains': 'Chaînes',
  'wallets.connected': 'Connecté',
  'wallets.connectAllChains': 'Connecter toutes les chaînes',
  'wallets.approveStep': 'Approuvez dans {wallet} : {family} ({step} sur {total})',
  'wallets.failedOn': '{message} sur {family}',
  'wallets.walletDidNotAnswerOn': "Le portefeuille n'a pas répondu sur {family}",
  'wallets.connectionDeclinedOn': 'Connexion refusée sur {family}',
  'wallets.failedTryAgain': '{message}. Vous pouvez réessayer.',

  // Networks, SwitchNetwork, UnsupportedChain
  'wallets.whatIsANetwork': "Qu'est-ce qu'un réseau ?",
  'wallets.familyNetworks': 'Réseaux {family}',
  'wallets.testnet': 'Réseau de test',
  'wallets.active': 'Actif',
  'wallets.switchFailed': 'Impossible de changer de réseau',
  'wallets.switchDeclined': 'Changement refusé',
  'wallets.noNetworkSelected': 'Aucun réseau sélectionné.',
  'wallets.switchNotDone':
    "Le portefeuille n'est pas passé à {network}. Vous pouvez réessayer ou choisir un autre réseau.",
  'wallets.approveSwitch':
    "Approuvez le changement dans votre portefeuille. S'il ne connaît pas encore ce réseau, il vous demandera d'abord de l'ajouter.",
  'wallets.chooseAnotherNetwork': 'Choisir un autre réseau',
  'wallets.unsupportedNetwork':
    "Cette application ne prend pas en charge votre réseau actuel. Passez à l'une des options disponibles pour continuer.",
  'wallets.disconnect': 'Se déconnecter',

  // GetWallet
  'wallets.noWalletList':
    "Aucune liste de portefeuilles n'est disponible ici. Cherchez un portefeuille crypto dans votre magasin d'applications.",
  'wallets.walletsLoadFailed': 'Impossible de charger les portefeuilles.',
  'wallets.chooseWalletToInstall':
    'Choisissez un portefeuille à installer, puis revenez pour le connecter.',
  'wallets.walletsToGet': 'Portefeuilles à installer',
  'wallets.linkFor': "pour {wallet} (s'ouvre dans un nouvel onglet)",
  'wallets.appStore': 'App Store',
  'wallets.googlePlay': 'Google Play',
  'wallets.webApp': 'Application web',
  'wallets.websiteAndExtension': 'Site web et extension',

  // WhatIsAWallet
  'wallets.walletWhatTitle': 'Votre portefeuille numérique',
  'wallets.walletWhatText':
    'Un portefeuille conserve vos jetons et objets de collection, et vous permet de les envoyer, de les recevoir et de les échanger.',
  'wallets.walletSignInTitle': 'Votre façon de vous connecter',
  'wallets.walletSignInText':
    'Au lieu de créer un compte et un mot de passe sur chaque site, connectez votre portefeuille pour vous identifier.',
  'wallets.walletKeysTitle': "Rien qu'à vous",
  'wallets.walletKeysText':
    'Vous seul détenez les clés. Ne partagez jamais votre phrase de récupération secrète avec qui que ce soit.',
  'wallets.getAWallet': 'Obtenir un portefeuille',

  // WhatIsANetwork
  'wallets.networkWhatTitle': 'Le système derrière vos jetons',
  'wallets.networkWhatText':
    'Un réseau (une blockchain) enregistre qui possède quoi. Chaque jeton existe sur un seul réseau.',
  'wallets.networkPickTitle': "Choisissez celui qu'utilise l'application",
  'wallets.networkPickText':
    'Changer de réseau change les soldes que vous voyez et la destination des transactions.',
  'wallets.networkFeesTitle': 'Les frais se paient dans son propre jeton',
  'wallets.networkFeesText':
    'Chaque transaction paie de petits frais de réseau, dans le jeton natif du réseau.',
  'wallets.chooseANetwork': 'Choisir un réseau',

  // ConnectingWalletConnect on a phone (issue 20): the app leads, the QR code is behind a button
  'wallets.wcPhoneOpenApp': 'Ouvrez {wallet} sur cet appareil pour approuver la connexion.',
  'wallets.wcPhoneChooseApp':
    'Choisissez l’application de portefeuille de cet appareil avec laquelle vous connecter.',
  'wallets.wcChooseWalletApp': 'Choisir une application de portefeuille',
  'wallets.wcShowQr': 'Afficher le code QR',
  'wallets.wcHideQr': 'Masquer le code QR',
  'wallets.wcScanFromAnotherDevice':
    'Ou scannez ce code QR avec un portefeuille sur un autre appareil',
}
