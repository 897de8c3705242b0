import type { Translation } from '../../translate.js'
import type { connect as english } from '../en/connect.js'

/** French: connect. */
export const connect: Translation<typeof english> = {
  // Shared by the connect views
  'connect.tryAgain': 'Réessayer',
  'connect.goBack': 'Retour',
  'connect.loadingWallets': 'Chargement des portefeuilles',
  'connect.allWallets': 'Tous les portefeuilles',
  'connect.connectionDeclined': 'Connexion refusée',
  'connect.connectionNotCompleted': "La connexion n'a pas abouti. Vous pouvez réessayer.",
  'connect.noWalletSelected': 'Aucun portefeuille sélectionné.',
  'connect.walletDidNotAnswer': "Le portefeuille n'a pas répondu",
  'connect.switchingTo': 'Passage à {network}',

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

  // AllWallets
  'connect.searchWallets': 'Rechercher des portefeuilles',
  'connect.searchWalletPlaceholder': 'Rechercher un portefeuille',
  'connect.noWalletFound': 'Aucun portefeuille trouvé',
  'connect.noWalletsToShow': 'Aucun portefeuille à afficher',
  'connect.directoryUnreachable': "L'annuaire des portefeuilles est injoignable.",
  'connect.directorySlow': "L'annuaire des portefeuilles ne répond pas.",

  // ConnectingExternal
  'connect.continueIn': 'Continuez dans {wallet}',
  'connect.acceptRequest': 'Acceptez la demande de connexion dans le portefeuille.',

  // ConnectingWalletConnect(Basic)
  'connect.linkCopied': 'Lien copié',
  'connect.linkCopyFailed': 'Impossible de copier le lien',
  'connect.walletConnectUnavailable': "WalletConnect n'est pas disponible dans cette application.",
  'connect.qrToConnect': 'Code QR pour connecter {wallet}',
  'connect.walletConnectQr': 'Code QR WalletConnect',
  'connect.generatingQr': 'Génération du code QR',
  'connect.scanWithWallet': 'Scannez ce code QR avec {wallet} sur votre téléphone',
  'connect.scanWithPhone': 'Scannez ce code QR avec votre téléphone',
  'connect.copyLink': 'Copier le lien',
  'connect.openMobile': 'Ouvrir {wallet}',
  'connect.openDesktop': "Ouvrir l'application de bureau {wallet}",
  'connect.openWeb': "Ouvrir l'application web {wallet}",

  // ConnectingMultiChain
  'connect.worksOnSeveralChains':
    '{wallet} fonctionne sur plusieurs chaînes. Choisissez celle à connecter.',
  'connect.chains': 'Chaînes',
  'connect.connected': 'Connecté',
  'connect.connectAllChains': 'Connecter toutes les chaînes',
  'connect.approveStep': 'Approuvez dans {wallet} : {family} ({step} sur {total})',
  'connect.failedOn': '{message} sur {family}',
  'connect.walletDidNotAnswerOn': "Le portefeuille n'a pas répondu sur {family}",
  'connect.connectionDeclinedOn': 'Connexion refusée sur {family}',
  'connect.failedTryAgain': '{message}. Vous pouvez réessayer.',

  // Networks, SwitchNetwork, UnsupportedChain
  'connect.whatIsANetwork': "Qu'est-ce qu'un réseau ?",
  'connect.familyNetworks': 'Réseaux {family}',
  'connect.testnet': 'Réseau de test',
  'connect.active': 'Actif',
  'connect.switchFailed': 'Impossible de changer de réseau',
  'connect.switchDeclined': 'Changement refusé',
  'connect.noNetworkSelected': 'Aucun réseau sélectionné.',
  'connect.switchNotDone':
    "Le portefeuille n'est pas passé à {network}. Vous pouvez réessayer ou choisir un autre réseau.",
  'connect.approveSwitch':
    "Approuvez le changement dans votre portefeuille. S'il ne connaît pas encore ce réseau, il vous demandera d'abord de l'ajouter.",
  'connect.chooseAnotherNetwork': 'Choisir un autre réseau',
  'connect.unsupportedNetwork':
    "Cette application ne prend pas en charge votre réseau actuel. Passez à l'une des options disponibles pour continuer.",
  'connect.disconnect': 'Se déconnecter',

  // GetWallet
  'connect.noWalletList':
    "Aucune liste de portefeuilles n'est disponible ici. Cherchez un portefeuille crypto dans votre magasin d'applications.",
  'connect.walletsLoadFailed': 'Impossible de charger les portefeuilles.',
  'connect.chooseWalletToInstall':
    'Choisissez un portefeuille à installer, puis revenez pour le connecter.',
  'connect.walletsToGet': 'Portefeuilles à installer',
  'connect.linkFor': "pour {wallet} (s'ouvre dans un nouvel onglet)",
  'connect.appStore': 'App Store',
  'connect.googlePlay': 'Google Play',
  'connect.webApp': 'Application web',
  'connect.websiteAndExtension': 'Site web et extension',

  // WhatIsAWallet
  'connect.walletWhatTitle': 'Votre portefeuille numérique',
  'connect.walletWhatText':
    'Un portefeuille conserve vos jetons et objets de collection, et vous permet de les envoyer, de les recevoir et de les échanger.',
  'connect.walletSignInTitle': 'Votre façon de vous connecter',
  'connect.walletSignInText':
    'Au lieu de créer un compte et un mot de passe sur chaque site, connectez votre portefeuille pour vous identifier.',
  'connect.walletKeysTitle': "Rien qu'à vous",
  'connect.walletKeysText':
    'Vous seul détenez les clés. Ne partagez jamais votre phrase de récupération secrète avec qui que ce soit.',
  'connect.getAWallet': 'Obtenir un portefeuille',

  // WhatIsANetwork
  'connect.networkWhatTitle': 'Le système derrière vos jetons',
  'connect.networkWhatText':
    'Un réseau (une blockchain) enregistre qui possède quoi. Chaque jeton existe sur un seul réseau.',
  'connect.networkPickTitle': "Choisissez celui qu'utilise l'application",
  'connect.networkPickText':
    'Changer de réseau change les soldes que vous voyez et la destination des transactions.',
  'connect.networkFeesTitle': 'Les frais se paient dans son propre jeton',
  'connect.networkFeesText':
    'Chaque transaction paie de petits frais de réseau, dans le jeton natif du réseau.',
  'connect.chooseANetwork': 'Choisir un réseau',

  // ConnectingWalletConnect on a phone (issue 20): the app leads, the QR code is behind a button
  'connect.wcPhoneOpenApp': 'Ouvrez {wallet} sur cet appareil pour approuver la connexion.',
  'connect.wcPhoneChooseApp':
    'Choisissez l’application de portefeuille de cet appareil avec laquelle vous connecter.',
  'connect.wcChooseWalletApp': 'Choisir une application de portefeuille',
  'connect.wcShowQr': 'Afficher le code QR',
  'connect.wcHideQr': 'Masquer le code QR',
  'connect.wcScanFromAnotherDevice':
    'Ou scannez ce code QR avec un portefeuille sur un autre appareil',
}
