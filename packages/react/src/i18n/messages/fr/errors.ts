import type { ErrorTranslation } from '../../translate.js'

/**
 * French: the error catalogue's visitor texts (spec §8), by code: each entry's short text (its
 * `ui` text where it has one), with the same {placeholders}.
 */
export const errors: ErrorTranslation = {
  // Swap
  'error.SWAP_INIT_FAILED': 'Impossible d’initialiser l’échange',
  'error.SWAP_TOKEN_PRICE_FAILED': 'Impossible de récupérer le prix du jeton du réseau',
  'error.SWAP_ALLOWANCE_FAILED': 'Impossible de vérifier l’autorisation',
  'error.SWAP_APPROVAL_TX_FAILED': 'Impossible de créer la transaction d’approbation',
  'error.SWAP_TX_FAILED': 'Impossible de créer la transaction',
  'error.SWAP_TRANSACTION_ERROR': 'Erreur de transaction',
  'error.INSUFFICIENT_BALANCE': 'Solde insuffisant',
  'error.INCORRECT_AMOUNT': 'Montant incorrect',
  'error.SWAP_NO_ADDRESS': 'Aucune adresse trouvée depuis laquelle échanger les jetons.',
  // Balances and activity
  'error.TOKEN_BALANCE_UNAVAILABLE': 'Solde des jetons indisponible',
  'error.FETCH_TRANSACTIONS_FAILED': 'Impossible de récupérer les transactions',
  'error.TRANSACTIONS_NO_ACCOUNT': 'Impossible de récupérer les transactions sans accountAddress',
  'error.FETCH_NFTS_FAILED': 'Impossible de récupérer les NFT',
  // Send
  'error.SEND_STARTED': 'Transaction lancée',
  'error.SEND_FAILED': 'Une erreur s’est produite',
  'error.SEND_SOLANA_FAILED': 'Impossible d’envoyer la transaction. Veuillez réessayer.',
  'error.SEND_SOLANA_INVALID': 'Veuillez saisir un montant et une adresse de destination valides',
  'error.SEND_RECEIVER_OTHER_FAMILY': 'Ceci est une adresse {other}, pas {family}',
  'error.SEND_TOO_MANY_DECIMALS': '{symbol} a au plus {decimals} décimales',
  'error.SEND_INSUFFICIENT_GAS': 'Fonds insuffisants pour les frais de réseau',
  // Sign-in and authentication
  'error.SIGNATURE_DECLINED': 'Signature refusée',
  'error.SMART_ACCOUNT_NOT_SUPPORTED':
    'Cette application ne prend peut-être pas en charge les Smart Accounts',
  'error.SMART_SESSIONS_OFF': 'Les sessions intelligentes ne sont pas activées',
  'error.SESSION_CALL_FAILED': "L'appel de la session n'a pas été envoyé",
  'error.AUTH_INIT_FAILED':
    'Un problème est survenu lors de l’initialisation de l’authentification',
  'error.SIWX_NOT_ENABLED': 'SIWX n’est pas activé',
  'error.SIWX_NO_CAIP_ADDRESS': 'Aucune ActiveCaipAddress trouvée',
  'error.SIWX_NO_NETWORK_OR_CLIENT': 'Aucun ActiveCaipNetwork ni client trouvé',
  'error.SIWX_NO_CONNECTION_CLIENT': 'Aucun client ConnectionController trouvé',
  'error.SIWX_AND_SIWE_BOTH_SET': 'siweConfig et siwx sont tous deux définis',
  'error.SIWX_MESSAGE_INVALID': 'Message de connexion non valide',
  // Name service
  'error.NAME_RESOLVE_FAILED': 'Erreur lors de la résolution du nom',
  'error.NAME_SUGGESTIONS_FAILED': 'Erreur lors de la récupération des suggestions de noms',
  'error.NAMES_FOR_ADDRESS_FAILED': 'Erreur lors de la récupération des noms de l’adresse',
  'error.NAME_REGISTER_FAILED': 'Erreur lors de l’enregistrement du nom {name}',
  'error.NETWORK_NOT_FOUND_NAME': 'Réseau introuvable',
  'error.NAME_NO_ADDRESS_OR_AUTH': 'Adresse ou connecteur d’authentification introuvable',
  // General
  'error.DISCONNECT_FAILED': 'Échec de la déconnexion',
  'error.ADAPTER_NOT_FOUND': 'Adaptateur de chaîne introuvable',
  'error.NETWORK_CLIENT_NOT_SET': 'Client NetworkController non défini',
  'error.CONNECTION_CLIENT_NOT_SET': 'Client ConnectionController non défini',
  'error.CHAIN_REQUIRED': 'Une chaîne est requise...',
  'error.UNSUPPORTED_CHAIN': 'Chaîne non prise en charge',
  'error.KIT_NOT_CREATED': 'Veuillez appeler createAppKit avant d’utiliser le hook',
  // Embedded wallet
  'error.RETRY_AFTER': 'Veuillez réessayer dans {seconds} secondes',
  'error.RPC_NOT_ALLOWED': 'Action non autorisée',
  'error.REQUEST_ABORTED': 'La demande a été annulée',
  'error.REQUEST_FAILED': 'Une erreur s’est produite',
  'error.FRAME_ERROR': 'Une erreur est survenue',
  'error.FRAME_LOAD_FAILED': 'Impossible de charger le module de connexion par e-mail',
  'error.INVALID_RPC_PARAMS': 'Requête {method} non valide',
  // Alerts
  'error.ALERT_NETWORK_NOT_FOUND': 'Réseau introuvable',
  'error.ALERT_INVALID_APP_CONFIGURATION': 'Configuration de l’application non valide',
  'error.ALERT_INVALID_PROJECT_ID': 'Configuration de l’application non valide',
  'error.ALERT_EMBEDDED_WALLET_TIMEOUT': 'Configuration de l’application non valide',
  'error.ALERT_SESSION_EXPIRED': 'Session expirée',
  'error.ALERT_PROJECT_ID_NOT_CONFIGURED': 'ID de projet non configuré',
  // Kit's own
  'error.INVALID_CHAIN_ID': 'chainId non valide',
  'error.METHOD_NOT_SUPPORTED': '{method} n’est pas pris en charge sur {namespace}',
  'error.INVALID_OPTION': 'Option {option} non valide',
  'error.ONRAMP_URL_REFUSED': 'Impossible d’ouvrir {provider}',
  'error.USER_REJECTED': 'L’utilisateur a refusé la demande',
  'error.CONNECT_FAILED': 'Échec de la connexion',
  'error.HTTP_STATUS': 'Code d’état HTTP : {status}',
  'error.INVALID_ADDRESS': 'Adresse non valide',
  'error.INVALID_CAIP': 'Identifiant CAIP non valide',
  'error.INVALID_ACCOUNT_NAME': 'Nom de compte non valide',
  'error.CONNECTOR_NOT_FOUND': 'Connecteur introuvable',
  'error.ADAPTER_SDK_NOT_LOADED': '{name} n’est pas encore chargé',
  'error.WALLET_TIMEOUT': 'Le portefeuille n’a pas répondu',
  'error.UNKNOWN_FAMILY': 'Famille de chaînes inconnue : {namespace}',
  'error.OPTIONAL_PEER_MISSING': '{name} n’est pas installé',
  'error.WALLET_NOT_CONNECTED': 'Aucun portefeuille connecté sur {namespace}',
}
