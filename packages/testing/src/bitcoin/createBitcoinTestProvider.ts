import {
  BITCOIN_TEST_NETWORKS,
  type BitcoinTestKey,
  type BitcoinTestKeys,
  type BitcoinTestNetwork,
  bytesToHex,
  deriveBitcoinTestKeys,
} from './bitcoinKeys.js'
import {
  bip322MessageHash,
  bitcoinMessageHash,
  signMessageBip322,
  signMessageEcdsa,
} from './messageSigning.js'
import {
  type BitcoinTestUtxo,
  buildTransfer,
  fakeUtxo,
  type SignedTransaction,
  signPsbtWithKeys,
} from './psbtSigning.js'
import type {
  BitcoinProviderEvent,
  BitcoinProviderEventName,
  BitcoinTestAddress,
  BitcoinTestProvider,
  BitcoinTestProviderOptions,
} from './types.js'

export const BITCOIN_TEST_PROVIDER_ID = 'GangwayTestBitcoinProvider'
export const BITCOIN_TEST_PROVIDER_NAME = 'Gangway Test Bitcoin Wallet'
const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="#f7931a"/><path d="M24 58h48l-6 14H30z" fill="#fff"/><path d="M46 20v34H30z" fill="#fff"/><path d="M50 26v28h16z" fill="#ffe3bf"/></svg>'
export const BITCOIN_TEST_PROVIDER_ICON = `data:image/svg+xml;base64,${btoa(ICON_SVG)}`

/** sats-connect's RpcErrorCode values. */
export const BITCOIN_RPC_ERROR = {
  USER_REJECTION: -32000,
  METHOD_NOT_SUPPORTED: -32001,
  ACCESS_DENIED: -32002,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
} as const

/** Every method the test provider implements. */
export const BITCOIN_TEST_PROVIDER_METHODS = [
  'getInfo',
  'getAccounts',
  'getAddresses',
  'getBalance',
  'signMessage',
  'signPsbt',
  'sendTransfer',
  'wallet_connect',
  'wallet_disconnect',
  'wallet_getAccount',
  'wallet_getNetwork',
  'wallet_changeNetwork',
  'wallet_requestPermissions',
  'wallet_renouncePermissions',
] as const

/** Requests that show the visitor a prompt (and so can be refused with `rejectNext`). */
const PROMPTS = new Set([
  'getAccounts',
  'getAddresses',
  'wallet_connect',
  'wallet_requestPermissions',
  'signMessage',
  'signPsbt',
  'sendTransfer',
  'wallet_changeNetwork',
])
/** Requests that first need the site to be authorised. */
const NEEDS_PERMISSION = new Set([
  'getBalance',
  'signMessage',
  'signPsbt',
  'sendTransfer',
  'wallet_getAccount',
  'wallet_getNetwork',
  'wallet_changeNetwork',
])

class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const asRecord = (params: unknown): Record<string, unknown> =>
  typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {}

function toAddress(key: BitcoinTestKey): BitcoinTestAddress {
  return {
    address: key.address,
    publicKey: key.publicKey,
    purpose: key.purpose,
    addressType: key.addressType,
    walletType: 'software',
  }
}

/**
 * A Bitcoin wallet for tests that speaks sats-connect's JSON-RPC (`request(method, params)`),
 * signing with bitcoinjs-lib: a p2wpkh payment address and a p2tr ordinals address, ECDSA
 * (BIP-137) and BIP-322 message signatures, PSBT signing, and transfers built from made-up coins
 * (nothing is broadcast). Register it in a page with `injectBitcoinTestProvider`.
 */
export function createBitcoinTestProvider(
  options: BitcoinTestProviderOptions = {},
): BitcoinTestProvider {
  const id = options.id ?? BITCOIN_TEST_PROVIDER_ID
  const methods = [...(options.methods ?? BITCOIN_TEST_PROVIDER_METHODS)]
  const permissionKey = `gangway-test-bitcoin:${id}:connected`
  const fee = options.fee ?? 1000
  let network: BitcoinTestNetwork = options.network ?? 'testnet'
  let account = { accountIndex: options.accountIndex ?? 0, privateKey: options.privateKey }
  let keys: BitcoinTestKeys = derive()
  let utxos: BitcoinTestUtxo[] = [
    ...(options.utxos ?? [fakeUtxo(keys.payment.address, 100_000_000)]),
  ]
  let connected = options.connected ?? options.storage?.getItem(permissionKey) === '1'
  let rejection: string | undefined
  let nextId = 0
  const requests: { method: string; params: unknown }[] = []
  const transactions: SignedTransaction[] = []
  const listeners = new Map<BitcoinProviderEventName, Set<(event: BitcoinProviderEvent) => void>>()

  function derive(): BitcoinTestKeys {
    return deriveBitcoinTestKeys({
      network,
      accountIndex: account.accountIndex,
      ...(account.privateKey && { privateKey: account.privateKey }),
      ...(options.mnemonic && { mnemonic: options.mnemonic }),
    })
  }

  const setConnected = (value: boolean) => {
    connected = value
    if (value) options.storage?.setItem(permissionKey, '1')
    else options.storage?.removeItem(permissionKey)
  }
  const emit = (event: BitcoinProviderEvent) => {
    for (const listener of [...(listeners.get(event.type) ?? [])]) listener(event)
  }
  const addresses = () => ({ payment: toAddress(keys.payment), ordinals: toAddress(keys.ordinals) })
  const networkResult = () => ({
    bitcoin: { name: BITCOIN_TEST_NETWORKS[network].satsConnectName },
    stacks: { name: network === 'regtest' ? 'devnet' : 'testnet' },
    spark: { name: 'regtest' },
  })
  const accountsFor = (params: unknown): BitcoinTestAddress[] => {
    const purposes = asRecord(params).purposes
    const wanted = Array.isArray(purposes) ? purposes : ['payment', 'ordinals']
    const all = addresses()
    return wanted.flatMap((purpose) =>
      purpose === 'payment' ? [all.payment] : purpose === 'ordinals' ? [all.ordinals] : [],
    )
  }
  const accountResult = () => ({
    id: `${id}:${keys.payment.address}`,
    addresses: [addresses().payment, addresses().ordinals],
    walletType: 'software',
    network: networkResult(),
  })
  const keyFor = (address: unknown): BitcoinTestKey => {
    const key = [keys.payment, keys.ordinals].find((candidate) => candidate.address === address)
    if (!key) throw new RpcFailure(BITCOIN_RPC_ERROR.INVALID_PARAMS, `Unknown address ${address}`)
    return key
  }

  function signMessage(params: unknown) {
    const { address, message, protocol = 'BIP322' } = asRecord(params)
    if (typeof message !== 'string') {
      throw new RpcFailure(BITCOIN_RPC_ERROR.INVALID_PARAMS, 'message must be a string')
    }
    const key = keyFor(address)
    if (protocol === 'ECDSA') {
      if (key.addressType !== 'p2wpkh') {
        throw new RpcFailure(BITCOIN_RPC_ERROR.INVALID_PARAMS, 'ECDSA needs a p2wpkh address')
      }
      return {
        signature: signMessageEcdsa(key, message),
        messageHash: bytesToHex(bitcoinMessageHash(message)),
        address: key.address,
        protocol: 'ECDSA',
      }
    }
    if (protocol !== 'BIP322') {
      throw new RpcFailure(BITCOIN_RPC_ERROR.INVALID_PARAMS, `Unknown protocol ${protocol}`)
    }
    return {
      signature: signMessageBip322(key, message),
      messageHash: bytesToHex(bip322MessageHash(message)),
      address: key.address,
      protocol: 'BIP322',
    }
  }

  function signPsbt(params: unknown) {
    const { psbt, signInputs, broadcast } = asRecord(params)
    if (typeof psbt !== 'string') {
      throw new RpcFailure(BITCOIN_RPC_ERROR.INVALID_PARAMS, 'psbt must be a base64 string')
    }
    const signed = signPsbtWithKeys(psbt, keys, BITCOIN_TEST_NETWORKS[network].network, {
      ...(signInputs !== undefined && { signInputs: signInputs as Record<string, number[]> }),
      finalize: broadcast === true,
    })
    if (!signed.transaction) return { psbt: signed.psbt }
    transactions.push(signed.transaction)
    return { psbt: signed.psbt, txid: signed.transaction.txid }
  }

  function sendTransfer(params: unknown) {
    const { recipients } = asRecord(params)
    if (!Array.isArray(recipients)) {
      throw new RpcFailure(BITCOIN_RPC_ERROR.INVALID_PARAMS, 'recipients must be an array')
    }
    const built = buildTransfer({
      recipients: recipients as { address: string; amount: number }[],
      utxos,
      key: keys.payment,
      network: BITCOIN_TEST_NETWORKS[network].network,
      fee,
    })
    utxos = [
      ...utxos.filter((utxo) => !built.spent.includes(utxo)),
      ...(built.change ? [built.change] : []),
    ]
    transactions.push(built.transaction)
    return { txid: built.transaction.txid }
  }

  /**
   * sats-connect `getBalance`: the payment address's coins in satoshis, as strings. Nothing the
   * test wallet builds is broadcast or waits in a mempool, so every coin counts as confirmed.
   */
  function getBalance() {
    const confirmed = utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
    const unconfirmed = 0n
    return {
      confirmed: String(confirmed),
      unconfirmed: String(unconfirmed),
      total: String(confirmed + unconfirmed),
    }
  }

  function changeNetwork(name: unknown) {
    const target = (Object.keys(BITCOIN_TEST_NETWORKS) as BitcoinTestNetwork[]).find(
      (candidate) => BITCOIN_TEST_NETWORKS[candidate].satsConnectName === name,
    )
    if (!target) throw new RpcFailure(BITCOIN_RPC_ERROR.INVALID_PARAMS, `Unknown network ${name}`)
    if (target === network) return
    network = target
    keys = derive()
    emit({ type: 'networkChange', ...networkResult(), addresses: accountsFor(undefined) })
  }

  function dispatch(method: string, params: unknown): unknown {
    switch (method) {
      case 'getInfo':
        return { version: '1.0.0', platform: 'web', methods, supports: [] }
      case 'getAccounts':
        setConnected(true)
        return accountsFor(params)
      case 'getAddresses':
        setConnected(true)
        return { addresses: accountsFor(params), network: networkResult() }
      case 'wallet_connect':
      case 'wallet_requestPermissions':
        setConnected(true)
        return method === 'wallet_connect' ? accountResult() : true
      case 'wallet_getAccount':
        return accountResult()
      case 'wallet_getNetwork':
        return networkResult()
      case 'getBalance':
        return getBalance()
      case 'wallet_changeNetwork':
        changeNetwork(asRecord(params).name)
        return null
      case 'wallet_disconnect':
      case 'wallet_renouncePermissions':
        setConnected(false)
        return null
      case 'signMessage':
        return signMessage(params)
      case 'signPsbt':
        return signPsbt(params)
      case 'sendTransfer':
        return sendTransfer(params)
      default:
        throw new RpcFailure(BITCOIN_RPC_ERROR.METHOD_NOT_FOUND, `Method not found: ${method}`)
    }
  }

  const provider: BitcoinTestProvider = {
    id,
    info: Object.freeze({
      id,
      name: options.name ?? BITCOIN_TEST_PROVIDER_NAME,
      icon: options.icon ?? BITCOIN_TEST_PROVIDER_ICON,
      webUrl: options.webUrl ?? 'https://gangway.dev/testing',
      methods: [...methods],
    }),
    async request(method, params) {
      requests.push({ method, params })
      const rpcId = `${++nextId}`
      try {
        if (!methods.includes(method)) {
          throw new RpcFailure(BITCOIN_RPC_ERROR.METHOD_NOT_FOUND, `Method not found: ${method}`)
        }
        if (NEEDS_PERMISSION.has(method) && !connected) {
          throw new RpcFailure(BITCOIN_RPC_ERROR.ACCESS_DENIED, 'Access denied: connect first.')
        }
        if (PROMPTS.has(method) && rejection !== undefined) {
          const message = rejection
          rejection = undefined
          throw new RpcFailure(BITCOIN_RPC_ERROR.USER_REJECTION, message)
        }
        return { jsonrpc: '2.0', id: rpcId, result: dispatch(method, params) ?? null }
      } catch (error) {
        const code = error instanceof RpcFailure ? error.code : BITCOIN_RPC_ERROR.INTERNAL_ERROR
        const message = error instanceof Error ? error.message : String(error)
        return { jsonrpc: '2.0', id: rpcId, error: { code, message } }
      }
    },
    addListener(info, cb) {
      const eventName = typeof info === 'string' ? info : info.eventName
      const listener = typeof info === 'string' ? cb : info.cb
      if (!listener) return () => {}
      const set = listeners.get(eventName) ?? new Set()
      set.add(listener)
      listeners.set(eventName, set)
      return () => {
        set.delete(listener)
      }
    },
    rejectNext(message = 'User rejected the request.') {
      rejection = message
    },
    revoke() {
      setConnected(false)
      emit({ type: 'disconnect' })
    },
    switchAccount(next) {
      account = { accountIndex: next.accountIndex ?? 0, privateKey: next.privateKey }
      keys = derive()
      emit({ type: 'accountChange', addresses: accountsFor(undefined) })
    },
    changeNetwork(next) {
      changeNetwork(BITCOIN_TEST_NETWORKS[next].satsConnectName)
    },
    get isConnected() {
      return connected
    },
    get network() {
      return network
    },
    get addresses() {
      return addresses()
    },
    get requests() {
      return requests
    },
    get transactions() {
      return transactions
    },
    get utxos() {
      return utxos
    },
  }
  return provider
}
