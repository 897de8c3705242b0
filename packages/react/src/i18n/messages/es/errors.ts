import type { ErrorTranslation } from '../../translate.js'

/**
 * Spanish: the error catalogue's visitor texts (spec §8), by code: each entry's short text (its
 * `ui` text where it has one), with the same {placeholders}.
 */
export const errors: ErrorTranslation = {
  // Swap
  'error.SWAP_INIT_FAILED': 'No se pudo iniciar el intercambio',
  'error.SWAP_TOKEN_PRICE_FAILED': 'No se pudo obtener el precio del token de la red',
  'error.SWAP_ALLOWANCE_FAILED': 'No se pudo comprobar la autorización',
  'error.SWAP_APPROVAL_TX_FAILED': 'No se pudo crear la transacción de aprobación',
  'error.SWAP_TX_FAILED': 'No se pudo crear la transacción',
  'error.SWAP_TRANSACTION_ERROR': 'Error en la transacción',
  'error.INSUFFICIENT_BALANCE': 'Saldo insuficiente',
  'error.INCORRECT_AMOUNT': 'Importe incorrecto',
  'error.SWAP_NO_ADDRESS': 'No se encontró ninguna dirección desde la que intercambiar los tokens.',
  // Balances and activity
  'error.TOKEN_BALANCE_UNAVAILABLE': 'Saldo de tokens no disponible',
  'error.FETCH_TRANSACTIONS_FAILED': 'No se pudieron obtener las transacciones',
  'error.TRANSACTIONS_NO_ACCOUNT': 'No se pueden obtener las transacciones sin un accountAddress',
  'error.FETCH_NFTS_FAILED': 'No se pudieron obtener los NFT',
  // Send
  'error.SEND_STARTED': 'Transacción iniciada',
  'error.SEND_FAILED': 'Algo salió mal',
  'error.SEND_SOLANA_FAILED': 'No se pudo enviar la transacción. Inténtalo de nuevo.',
  'error.SEND_SOLANA_INVALID': 'Introduce un importe y una dirección de destino válidos',
  'error.SEND_RECEIVER_OTHER_FAMILY': 'Esta es una dirección de {other}, no de {family}',
  'error.SEND_TOO_MANY_DECIMALS': '{symbol} tiene como máximo {decimals} decimales',
  'error.SEND_INSUFFICIENT_GAS': 'Fondos insuficientes para la comisión de red',
  // Sign-in and authentication
  'error.SIGNATURE_DECLINED': 'Firma rechazada',
  'error.SMART_ACCOUNT_NOT_SUPPORTED': 'Es posible que esta aplicación no admita Smart Accounts',
  'error.AUTH_INIT_FAILED': 'Se produjo un problema al iniciar la autenticación',
  'error.SIWX_NOT_ENABLED': 'SIWX no está habilitado',
  'error.SIWX_NO_CAIP_ADDRESS': 'No se encontró ActiveCaipAddress',
  'error.SIWX_NO_NETWORK_OR_CLIENT': 'No se encontró ActiveCaipNetwork ni el cliente',
  'error.SIWX_NO_CONNECTION_CLIENT': 'No se encontró el cliente de ConnectionController',
  'error.SIWX_AND_SIWE_BOTH_SET': 'Se han definido siweConfig y siwx a la vez',
  'error.SIWX_MESSAGE_INVALID': 'Mensaje de inicio de sesión no válido',
  // Name service
  'error.NAME_RESOLVE_FAILED': 'Error al resolver el nombre',
  'error.NAME_SUGGESTIONS_FAILED': 'Error al obtener sugerencias de nombres',
  'error.NAMES_FOR_ADDRESS_FAILED': 'Error al obtener los nombres de la dirección',
  'error.NAME_REGISTER_FAILED': 'Error al registrar el nombre {name}',
  'error.NETWORK_NOT_FOUND_NAME': 'Red no encontrada',
  'error.NAME_NO_ADDRESS_OR_AUTH': 'No se encontró la dirección ni el conector de autenticación',
  // General
  'error.DISCONNECT_FAILED': 'No se pudo desconectar',
  'error.ADAPTER_NOT_FOUND': 'No se encontró el adaptador de la cadena',
  'error.NETWORK_CLIENT_NOT_SET': 'El cliente de NetworkController no está definido',
  'error.CONNECTION_CLIENT_NOT_SET': 'El cliente de ConnectionController no está definido',
  'error.CHAIN_REQUIRED': 'Se requiere una cadena...',
  'error.UNSUPPORTED_CHAIN': 'Cadena no compatible',
  'error.KIT_NOT_CREATED': 'Llama a createAppKit antes de usar el hook',
  // Embedded wallet
  'error.RETRY_AFTER': 'Vuelve a intentarlo dentro de {seconds} segundos',
  'error.RPC_NOT_ALLOWED': 'Acción no permitida',
  'error.REQUEST_ABORTED': 'Se canceló la solicitud',
  'error.REQUEST_FAILED': 'Algo salió mal',
  'error.FRAME_ERROR': 'Se produjo un error',
  'error.FRAME_LOAD_FAILED': 'No se pudo cargar el componente de inicio de sesión con correo',
  'error.INVALID_RPC_PARAMS': 'Solicitud {method} no válida',
  // Alerts
  'error.ALERT_NETWORK_NOT_FOUND': 'Red no encontrada',
  'error.ALERT_INVALID_APP_CONFIGURATION': 'Configuración de la app no válida',
  'error.ALERT_INVALID_PROJECT_ID': 'Configuración de la app no válida',
  'error.ALERT_EMBEDDED_WALLET_TIMEOUT': 'Configuración de la app no válida',
  'error.ALERT_SESSION_EXPIRED': 'Sesión caducada',
  'error.ALERT_PROJECT_ID_NOT_CONFIGURED': 'ID de proyecto no configurado',
  // Kit's own
  'error.INVALID_CHAIN_ID': 'chainId no válido',
  'error.METHOD_NOT_SUPPORTED': '{method} no es compatible con {namespace}',
  'error.INVALID_OPTION': 'Opción {option} no válida',
  'error.ONRAMP_URL_REFUSED': 'No se puede abrir {provider}',
  'error.USER_REJECTED': 'El usuario rechazó la solicitud',
  'error.CONNECT_FAILED': 'Error de conexión',
  'error.HTTP_STATUS': 'Código de estado HTTP: {status}',
  'error.INVALID_ADDRESS': 'Dirección no válida',
  'error.INVALID_CAIP': 'Identificador CAIP no válido',
  'error.INVALID_ACCOUNT_NAME': 'Nombre de cuenta no válido',
  'error.CONNECTOR_NOT_FOUND': 'No se encontró el conector',
  'error.ADAPTER_SDK_NOT_LOADED': '{name} aún no se ha cargado',
  'error.WALLET_TIMEOUT': 'La billetera no respondió',
  'error.UNKNOWN_FAMILY': 'Familia de cadenas desconocida: {namespace}',
  'error.OPTIONAL_PEER_MISSING': '{name} no está instalado',
  'error.WALLET_NOT_CONNECTED': 'No hay ninguna billetera conectada en {namespace}',
}
