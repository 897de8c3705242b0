import { describe, expect, it } from 'vitest'
import { ERROR_CATALOGUE, type ErrorCode } from './catalogue.js'
import { createError, errorText, isKitError, KitError } from './KitError.js'

type Entry = { short: string; long?: string; ui?: string; kit?: boolean }

/**
 * The whole catalogue, key -> texts, pinned. Texts marked "spec" are copied word for word from
 * SPEC.md (§8, plus the §5 / §7 texts the kit throws; 'N' of the spec is `{seconds}` /
 * `{status}`). Where the spec gives only the meaning (the alerts' long texts) or leaves the case
 * open (`kit: true`), the kit's wording is pinned so a change is deliberate.
 */
const EXPECTED = {
  // §8 Swap (spec)
  SWAP_INIT_FAILED: { short: 'Failed to initialize swap' },
  SWAP_TOKEN_PRICE_FAILED: { short: 'Failed to fetch network token price' },
  SWAP_ALLOWANCE_FAILED: { short: 'Failed to check allowance' },
  SWAP_APPROVAL_TX_FAILED: { short: 'Failed to create approval transaction' },
  SWAP_TX_FAILED: { short: 'Failed to create transaction' },
  SWAP_TRANSACTION_ERROR: { short: 'Transaction error' },
  INSUFFICIENT_BALANCE: { short: 'Insufficient balance' },
  INCORRECT_AMOUNT: { short: 'Incorrect amount', long: 'Please enter a valid amount' },
  // §5 Swap (spec)
  SWAP_NO_ADDRESS: { short: 'No address found to swap the tokens from.' },
  // §8 Balances and activity (spec)
  TOKEN_BALANCE_UNAVAILABLE: { short: 'Token Balance Unavailable' },
  FETCH_TRANSACTIONS_FAILED: { short: 'Failed to fetch transactions' },
  TRANSACTIONS_NO_ACCOUNT: { short: "Transactions can't be fetched without an accountAddress" },
  // NFTs tab (kit: the spec names no NFT source)
  FETCH_NFTS_FAILED: { short: 'Failed to fetch NFTs', kit: true },
  // §8 Send (spec)
  SEND_STARTED: { short: 'Transaction started' },
  SEND_FAILED: { short: 'Something went wrong' },
  SEND_SOLANA_FAILED: { short: 'Failed to send transaction. Please try again.' },
  // §5 Send, Solana (spec)
  SEND_SOLANA_INVALID: { short: 'Please enter a valid amount and receiver address' },
  // Send: the inline texts the spec leaves open (kit wording)
  SEND_RECEIVER_OTHER_FAMILY: { short: 'This is a {other} address, not {family}', kit: true },
  SEND_TOO_MANY_DECIMALS: { short: '{symbol} has at most {decimals} decimals', kit: true },
  SEND_INSUFFICIENT_GAS: { short: 'Insufficient funds for network fee', kit: true },
  // §8 Sign-in and authentication (spec)
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
  // §8: "A kit error when both siweConfig and siwx are set: text not shown" (kit wording)
  SIWX_AND_SIWE_BOTH_SET: {
    short: 'Both siweConfig and siwx are set',
    long: 'Pass only one of siweConfig and siwx; siwx supersedes siweConfig.',
    kit: true,
  },
  // The sign-in message of spec §3 that does not parse (kit wording)
  SIWX_MESSAGE_INVALID: { short: 'Invalid sign-in message', long: '{details}', kit: true },
  // §8 Name service (spec)
  NAME_RESOLVE_FAILED: { short: 'Error resolving name' },
  NAME_SUGGESTIONS_FAILED: { short: 'Error fetching name suggestions' },
  NAMES_FOR_ADDRESS_FAILED: { short: 'Error fetching names for address' },
  NAME_REGISTER_FAILED: { short: 'Error registering name {name}' },
  NETWORK_NOT_FOUND_NAME: { short: 'Network not found' },
  NAME_NO_ADDRESS_OR_AUTH: { short: 'Address or auth connector not found' },
  // §8 General (spec)
  DISCONNECT_FAILED: { short: 'Failed to disconnect' },
  ADAPTER_NOT_FOUND: { short: 'Chain adapter not found' },
  NETWORK_CLIENT_NOT_SET: { short: 'NetworkController client not set' },
  CONNECTION_CLIENT_NOT_SET: { short: 'ConnectionController client not set' },
  CHAIN_REQUIRED: { short: 'Chain is required...' },
  UNSUPPORTED_CHAIN: { short: 'Unsupported chain' },
  KIT_NOT_CREATED: { short: 'Please call createAppKit before using the hook' },
  // §8 Embedded wallet (spec)
  RETRY_AFTER: { short: 'Please try again after {seconds} seconds' },
  RPC_NOT_ALLOWED: { short: 'Requested RPC call is not allowed', ui: 'Action not allowed' },
  REQUEST_ABORTED: { short: 'Request was aborted' },
  REQUEST_FAILED: { short: 'Something went wrong' },
  FRAME_ERROR: { short: 'An error occurred' },
  FRAME_LOAD_FAILED: { short: 'Unable to load email login dependency' },
  INVALID_RPC_PARAMS: { short: 'Invalid {method} request', long: '{details}', kit: true },
  // §8 Alerts: short texts are the spec's titles; the spec gives the long texts' meaning only
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
  // §5 coin type (spec)
  INVALID_CHAIN_ID: { short: 'Invalid chainId' },
  // Kit's own (the spec leaves these open)
  METHOD_NOT_SUPPORTED: {
    short: '{method} is not supported on {namespace}',
    long: 'The {namespace} adapter cannot perform {method}; the chain family has no such operation.',
    kit: true,
  },
  INVALID_OPTION: { short: 'Invalid option {option}', long: '{details}', kit: true },
  ONRAMP_URL_REFUSED: { short: '{provider} cannot be opened', long: '{details}', kit: true },
  USER_REJECTED: { short: 'User rejected the request', kit: true },
  CONNECT_FAILED: { short: 'Connection failed', long: '{details}', kit: true },
  // §7 HTTP wrapper (spec)
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
  ADAPTER_SDK_NOT_LOADED: { short: '{name} is not loaded yet', long: '{details}', kit: true },
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
  // An optional peer the host left out (kit: the spec has no packaging)
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
} as const satisfies Record<ErrorCode, Entry>

const entries = Object.entries(ERROR_CATALOGUE) as [ErrorCode, Entry][]
const expected = Object.entries(EXPECTED) as [ErrorCode, Entry][]

describe('error catalogue (spec §8)', () => {
  it.each(expected)('%s has exactly its pinned texts', (code, entry) => {
    expect(ERROR_CATALOGUE[code]).toStrictEqual(entry)
  })

  it('has exactly the pinned keys: none missing, none extra', () => {
    expect(Object.keys(ERROR_CATALOGUE).sort()).toEqual(Object.keys(EXPECTED).sort())
  })

  it('reads as a plain object (`in`, spread, JSON)', () => {
    expect('SWAP_INIT_FAILED' in ERROR_CATALOGUE).toBe(true)
    expect('NOT_A_CODE' in ERROR_CATALOGUE).toBe(false)
    expect((ERROR_CATALOGUE as Record<string, unknown>).NOT_A_CODE).toBeUndefined()
    expect({ ...ERROR_CATALOGUE }).toStrictEqual(EXPECTED)
    expect(JSON.parse(JSON.stringify(ERROR_CATALOGUE))).toStrictEqual(EXPECTED)
    expect(Object.getOwnPropertyDescriptor(ERROR_CATALOGUE, 'SWAP_INIT_FAILED')?.value).toBe(
      ERROR_CATALOGUE.SWAP_INIT_FAILED,
    )
  })

  it("each alert's long text gives the cause spec §8 names", () => {
    const causes: [ErrorCode, RegExp[]][] = [
      ['ALERT_NETWORK_NOT_FOUND', [/networks list/]],
      ['ALERT_INVALID_APP_CONFIGURATION', [/origin/i, /allowlist/]],
      ['ALERT_INVALID_PROJECT_ID', [/invalid project id/i]],
      ['ALERT_EMBEDDED_WALLET_TIMEOUT', [/timed out/i, /embedded wallet/]],
      ['ALERT_SESSION_EXPIRED', [/time settings/, /reconnect/]],
    ]
    for (const [code, patterns] of causes) {
      const long = (ERROR_CATALOGUE[code] as Entry).long ?? ''
      for (const pattern of patterns) expect(long, code).toMatch(pattern)
    }
  })

  it('every entry has a non-empty short text and consistent placeholders', () => {
    for (const [code, entry] of entries) {
      expect(entry.short.trim().length, code).toBeGreaterThan(0)
      for (const text of [entry.short, entry.long ?? '']) {
        expect(text.replace(/\{\w+\}/g, ''), code).not.toMatch(/[{}]/)
      }
    }
  })
})

describe('KitError', () => {
  it('short text only: message is the short text', () => {
    const error = new KitError('DISCONNECT_FAILED')
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('KitError')
    expect(error.code).toBe('DISCONNECT_FAILED')
    expect(error.shortMessage).toBe('Failed to disconnect')
    expect(error.longMessage).toBeUndefined()
    expect(error.message).toBe('Failed to disconnect')
  })

  it('with a long text: message is short, blank line, long', () => {
    const error = new KitError('INCORRECT_AMOUNT')
    expect(error.shortMessage).toBe('Incorrect amount')
    expect(error.longMessage).toBe('Please enter a valid amount')
    expect(error.message).toBe('Incorrect amount\n\nPlease enter a valid amount')
  })

  it('fills params in short and long texts, leaving unknown placeholders alone', () => {
    expect(new KitError('RETRY_AFTER', { params: { seconds: 12 } }).message).toBe(
      'Please try again after 12 seconds',
    )
    expect(new KitError('NAME_REGISTER_FAILED', { params: { name: 'alice' } }).shortMessage).toBe(
      'Error registering name alice',
    )
    expect(new KitError('HTTP_STATUS', { params: { status: 503 } }).message).toBe(
      'HTTP status code: 503',
    )
    const both = new KitError('METHOD_NOT_SUPPORTED', {
      params: { method: 'signTypedData', namespace: 'bip122' },
    })
    expect(both.shortMessage).toBe('signTypedData is not supported on bip122')
    expect(both.longMessage).toContain('The bip122 adapter cannot perform signTypedData')
    expect(new KitError('RETRY_AFTER').shortMessage).toBe(
      'Please try again after {seconds} seconds',
    )
  })

  it('keeps an overriding long message, the cause and data', () => {
    const cause = new Error('wallet said no')
    const data = { status: 403 }
    const error = createError('SIGNATURE_DECLINED', { longMessage: 'custom', cause, data })
    expect(error.longMessage).toBe('custom')
    expect(error.message).toBe('Signature declined\n\ncustom')
    expect(error.cause).toBe(cause)
    expect(error.data).toBe(data)
  })

  it('isKitError narrows by code; errorText gives the filled short text', () => {
    const error = new KitError('UNSUPPORTED_CHAIN')
    expect(isKitError(error)).toBe(true)
    expect(isKitError(error, 'UNSUPPORTED_CHAIN')).toBe(true)
    expect(isKitError(error, 'DISCONNECT_FAILED')).toBe(false)
    expect(isKitError(new Error('Unsupported chain'))).toBe(false)
    expect(errorText('RETRY_AFTER', { seconds: 3 })).toBe('Please try again after 3 seconds')
  })

  it('builds every catalogue entry without throwing', () => {
    for (const [code, entry] of entries) {
      const error = new KitError(code)
      expect(error.shortMessage).toBe(entry.short)
    }
  })
})
