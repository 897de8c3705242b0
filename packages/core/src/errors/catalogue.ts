import { KIT_NOT_CREATED_TEXT } from './kitNotCreated.js'

/** The catalogue's entries: made on its first read (see `ERROR_CATALOGUE`). */
const entries = () =>
  ({
    // Swap
    SWAP_INIT_FAILED: { short: 'Failed to initialize swap' },
    SWAP_TOKEN_PRICE_FAILED: { short: 'Failed to fetch network token price' },
    SWAP_ALLOWANCE_FAILED: { short: 'Failed to check allowance' },
    SWAP_APPROVAL_TX_FAILED: { short: 'Failed to create approval transaction' },
    SWAP_TX_FAILED: { short: 'Failed to create transaction' },
    SWAP_TRANSACTION_ERROR: { short: 'Transaction error' },
    INSUFFICIENT_BALANCE: { short: 'Insufficient balance' },
    INCORRECT_AMOUNT: { short: 'Incorrect amount', long: 'Please enter a valid amount' },
    SWAP_NO_ADDRESS: { short: 'No address found to swap the tokens from.' },
    // Balances and activity
    TOKEN_BALANCE_UNAVAILABLE: { short: 'Token Balance Unavailable' },
    FETCH_TRANSACTIONS_FAILED: { short: 'Failed to fetch transactions' },
    TRANSACTIONS_NO_ACCOUNT: { short: "Transactions can't be fetched without an accountAddress" },
    FETCH_NFTS_FAILED: { short: 'Failed to fetch NFTs', kit: true },
    // Send
    SEND_STARTED: { short: 'Transaction started' },
    SEND_FAILED: { short: 'Something went wrong' },
    SEND_SOLANA_FAILED: { short: 'Failed to send transaction. Please try again.' },
    SEND_SOLANA_INVALID: { short: 'Please enter a valid amount and receiver address' },
    // Send: the inline texts the spec leaves open (kit wording)
    SEND_RECEIVER_OTHER_FAMILY: { short: 'This is a {other} address, not {family}', kit: true },
    SEND_TOO_MANY_DECIMALS: { short: '{symbol} has at most {decimals} decimals', kit: true },
    SEND_INSUFFICIENT_GAS: { short: 'Insufficient funds for network fee', kit: true },
    // Sign-in and authentication
    SIGNATURE_DECLINED: { short: 'Signature declined' },
    SMART_ACCOUNT_NOT_SUPPORTED: { short: 'This application might not support Smart Accounts' },
    SMART_SESSIONS_OFF: {
      short: 'Smart sessions are not enabled',
      long: 'Turn features.smartSessions on to ask the embedded wallet for session keys.',
      kit: true,
    },
    SESSION_CALL_FAILED: { short: 'The session call was not sent', long: '{details}', kit: true },
    AUTH_INIT_FAILED: { short: 'A problem occurred while trying initialize authentication' },
    SIWX_NOT_ENABLED: { short: 'SIWX is not enabled' },
    SIWX_NO_CAIP_ADDRESS: { short: 'No ActiveCaipAddress found' },
    SIWX_NO_NETWORK_OR_CLIENT: { short: 'No ActiveCaipNetwork or client found' },
    SIWX_NO_CONNECTION_CLIENT: { short: 'No ConnectionController client found' },
    SIWX_AND_SIWE_BOTH_SET: {
      short: 'Both siweConfig and siwx are set',
      long: 'Pass only one of siweConfig and siwx; siwx supersedes siweConfig.',
      kit: true,
    },
    SIWX_MESSAGE_INVALID: { short: 'Invalid sign-in message', long: '{details}', kit: true },
    // Name service
    NAME_RESOLVE_FAILED: { short: 'Error resolving name' },
    NAME_SUGGESTIONS_FAILED: { short: 'Error fetching name suggestions' },
    NAMES_FOR_ADDRESS_FAILED: { short: 'Error fetching names for address' },
    NAME_REGISTER_FAILED: { short: 'Error registering name {name}' },
    NETWORK_NOT_FOUND_NAME: { short: 'Network not found' },
    NAME_NO_ADDRESS_OR_AUTH: { short: 'Address or auth connector not found' },
    // General
    DISCONNECT_FAILED: { short: 'Failed to disconnect' },
    ADAPTER_NOT_FOUND: { short: 'Chain adapter not found' },
    NETWORK_CLIENT_NOT_SET: { short: 'NetworkController client not set' },
    CONNECTION_CLIENT_NOT_SET: { short: 'ConnectionController client not set' },
    CHAIN_REQUIRED: { short: 'Chain is required...' },
    UNSUPPORTED_CHAIN: { short: 'Unsupported chain' },
    KIT_NOT_CREATED: { short: KIT_NOT_CREATED_TEXT },
    // Embedded wallet
    RETRY_AFTER: { short: 'Please try again after {seconds} seconds' },
    RPC_NOT_ALLOWED: { short: 'Requested RPC call is not allowed', ui: 'Action not allowed' },
    REQUEST_ABORTED: { short: 'Request was aborted' },
    REQUEST_FAILED: { short: 'Something went wrong' },
    FRAME_ERROR: { short: 'An error occurred' },
    FRAME_LOAD_FAILED: { short: 'Unable to load email login dependency' },
    INVALID_RPC_PARAMS: { short: 'Invalid {method} request', long: '{details}', kit: true },
    // Alerts
    ALERT_NETWORK_NOT_FOUND: {
      short: 'Network Not Found',
      long: 'Network not found - please make sure it is included in the networks list',
    },
    ALERT_INVALID_APP_CONFIGURATION: {
      short: 'Invalid App Configuration',
      long: 'Origin not on the allowlist: add this origin to your project, or check the project id.',
    },
    ALERT_INVALID_PROJECT_ID: {
      short: 'Invalid App Configuration',
      long: 'Invalid Project ID: check the projectId you passed.',
    },
    ALERT_EMBEDDED_WALLET_TIMEOUT: {
      short: 'Invalid App Configuration',
      long: 'Timed out loading the embedded wallet; check your app configuration.',
    },
    ALERT_SESSION_EXPIRED: {
      short: 'Session Expired',
      long: 'Session expired: check your device time settings and reconnect.',
    },
    ALERT_PROJECT_ID_NOT_CONFIGURED: {
      short: 'Project ID Not Configured',
      long: 'Pass a projectId to createKit, or run without a WalletConnect cloud (self-hosted relay).',
    },
    // Kit's own (the spec leaves these open)
    INVALID_CHAIN_ID: { short: 'Invalid chainId' },
    METHOD_NOT_SUPPORTED: {
      short: '{method} is not supported on {namespace}',
      long: 'The {namespace} adapter cannot perform {method}; the chain family has no such operation.',
      kit: true,
    },
    INVALID_OPTION: { short: 'Invalid option {option}', long: '{details}', kit: true },
    ONRAMP_URL_REFUSED: { short: '{provider} cannot be opened', long: '{details}', kit: true },
    USER_REJECTED: { short: 'User rejected the request', kit: true },
    CONNECT_FAILED: { short: 'Connection failed', long: '{details}', kit: true },
    HTTP_STATUS: { short: 'HTTP status code: {status}' },
    INVALID_ADDRESS: { short: 'Invalid address', long: '{details}', kit: true },
    INVALID_CAIP: { short: 'Invalid CAIP identifier', long: '{details}', kit: true },
    INVALID_ACCOUNT_NAME: {
      short: 'Invalid account name',
      long: 'At least 4 characters; only letters, digits and hyphen.',
      kit: true,
    },
    CONNECTOR_NOT_FOUND: {
      short: 'Connector not found',
      long: 'No connector with id {id}',
      kit: true,
    },
    ADAPTER_SDK_NOT_LOADED: {
      short: '{name} is not loaded yet',
      long: '{details}',
      kit: true,
    },
    WALLET_TIMEOUT: {
      short: 'The wallet did not answer',
      long: 'The {namespace} wallet did not answer {method} within {seconds} seconds.',
      kit: true,
    },
    UNKNOWN_FAMILY: {
      short: 'Unknown chain family {namespace}',
      long: "The kit has no descriptor for the {namespace} namespace: add that family's adapter, or pass its descriptor in createKit's families option.",
      kit: true,
    },
    OPTIONAL_PEER_MISSING: {
      short: '{name} is not installed',
      long: 'Install {name} for {feature} (npm i {name}), or turn {feature} off.',
      kit: true,
    },
    WALLET_NOT_CONNECTED: {
      short: 'No wallet is connected on {namespace}',
      long: 'Connect a {namespace} wallet before calling {method}.',
      kit: true,
    },
  }) as const satisfies Record<string, { short: string; long?: string; ui?: string; kit?: boolean }>

type Catalogue = ReturnType<typeof entries>
let made: Catalogue | undefined
const table = (): Catalogue => (made ??= entries())

/**
 * The error catalogue of spec §8. Each entry has the spec's short text (word for word) and,
 * where the spec gives one, its long text. `{name}`-style placeholders are filled from params.
 * Entries marked `kit` are the kit's own additions for cases the spec leaves open.
 *
 * Read it as the object it is (`ERROR_CATALOGUE.CODE.short`, `Object.keys`, `in`): a proxy that
 * hands every operation to the entries, which are made on the first read, not when the kernel
 * loads, so a page that shows no error never holds its ~150 entries (≈ 14 KB of heap). What a
 * proxy cannot be: frozen (`Object.freeze` throws) or copied by `structuredClone`; spread it
 * (`{ ...ERROR_CATALOGUE }`) for a plain object.
 */
export const ERROR_CATALOGUE: Catalogue = new Proxy(
  {} as Catalogue,
  // The handler: for any trap, Reflect's operation of that name on the entries.
  new Proxy({} as ProxyHandler<Catalogue>, {
    get:
      (_, trap: keyof typeof Reflect) =>
      (_target: Catalogue, ...args: unknown[]) =>
        (Reflect[trap] as (...args: unknown[]) => unknown)(table(), ...args),
  }),
)

export type ErrorCode = keyof Catalogue
