// A TON Connect `sendTransaction` as a wallet handles it: the dapp's payload checked against the
// spec (requests-responses.md), then a v4 transfer signed with the wallet's key and sent to the
// node. Browser-safe.
import {
  Address,
  beginCell,
  Cell,
  external,
  internal,
  loadStateInit,
  SendMode,
  type StateInit,
  storeMessage,
} from '@ton/core'
import type { ToncenterClient } from './toncenterClient.js'
import type { TonTestKey } from './tonKeys.js'

/** A TON Connect error answer (`{ code, message }`): 1 bad request, 300 declined, 400 unsupported. */
export class TonConnectRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const badRequest = (message: string) => new TonConnectRequestError(1, message)

export interface TransferMessage {
  to: Address
  bounce: boolean
  amount: bigint
  payload?: Cell
  stateInit?: StateInit
}

export interface TransferRequest {
  validUntil?: number
  messages: TransferMessage[]
}

function boc(value: unknown, field: string): Cell {
  try {
    const roots = Cell.fromBoc(Buffer.from(String(value), 'base64'))
    if (roots.length !== 1) throw new Error(`${roots.length} roots`)
    return roots[0] as Cell
  } catch (error) {
    throw badRequest(`${field} is not a one-cell base64 BoC (${(error as Error).message})`)
  }
}

function readMessage(value: unknown, index: number): TransferMessage {
  const entry = (value ?? {}) as Record<string, unknown>
  const where = `messages[${index}]`
  if (typeof entry.address !== 'string' || !Address.isFriendly(entry.address)) {
    // The spec: wallets MUST reject raw addresses (the bounce flag comes from the friendly form).
    throw badRequest(
      `${where}.address must be a user-friendly address, got ${String(entry.address)}`,
    )
  }
  const { address, isBounceable } = Address.parseFriendly(entry.address)
  const amount = typeof entry.amount === 'number' ? String(entry.amount) : entry.amount
  if (typeof amount !== 'string' || !/^\d{1,30}$/.test(amount)) {
    throw badRequest(`${where}.amount must be a decimal string of nanotons`)
  }
  return {
    to: address,
    bounce: isBounceable,
    amount: BigInt(amount),
    ...(entry.payload !== undefined && { payload: boc(entry.payload, `${where}.payload`) }),
    ...(entry.stateInit !== undefined && {
      stateInit: loadStateInit(boc(entry.stateInit, `${where}.stateInit`).beginParse()),
    }),
  }
}

/**
 * The `sendTransaction` payload, checked: `network` (when given) must be the wallet's, `from`
 * (when given) its address, `valid_until` in the future, 1 to `maxMessages` messages with
 * user-friendly addresses and decimal amounts. Throws TonConnectRequestError(1) otherwise.
 */
export function readTransferRequest(
  payload: unknown,
  wallet: { address: Address; network: string; maxMessages: number; now: number },
): TransferRequest {
  if (typeof payload !== 'object' || payload === null) throw badRequest('no transaction payload')
  const { network, from, valid_until: validUntil, messages } = payload as Record<string, unknown>
  if (network !== undefined && String(network) !== wallet.network) {
    throw badRequest(`the wallet is on network ${wallet.network}, not ${String(network)}`)
  }
  if (from !== undefined) {
    let sender: Address | undefined
    try {
      sender = Address.parse(String(from))
    } catch {
      sender = undefined
    }
    if (!sender?.equals(wallet.address)) throw badRequest(`from ${String(from)} is not this wallet`)
  }
  if (validUntil !== undefined) {
    if (typeof validUntil !== 'number' || !Number.isSafeInteger(validUntil)) {
      throw badRequest('valid_until must be a unix time in seconds')
    }
    if (validUntil <= wallet.now) throw badRequest('the transaction has expired (valid_until)')
  }
  if (!Array.isArray(messages) || messages.length === 0 || messages.length > wallet.maxMessages) {
    throw badRequest(`1 to ${wallet.maxMessages} messages are required`)
  }
  return {
    ...(typeof validUntil === 'number' && { validUntil }),
    messages: messages.map(readMessage),
  }
}

/**
 * Signs the transfer with the wallet's key (the contract's StateInit included while it is not
 * deployed yet) and sends it to the node; resolves with the external message's BoC (base64),
 * TON Connect's `sendTransaction` result.
 */
export async function signAndSendTransfer(
  request: TransferRequest,
  key: TonTestKey,
  node: ToncenterClient,
): Promise<string> {
  const { contract, keyPair } = key
  const address = contract.address.toString()
  const deployed = (await node.state(address)) === 'active'
  const seqno = deployed ? await node.seqno(address) : 0
  const body = contract.createTransfer({
    seqno,
    secretKey: keyPair.secretKey,
    sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS,
    ...(request.validUntil !== undefined && { timeout: request.validUntil }),
    messages: request.messages.map((message) =>
      internal({
        to: message.to,
        value: message.amount,
        bounce: message.bounce,
        ...(message.payload && { body: message.payload }),
        ...(message.stateInit && { init: message.stateInit }),
      }),
    ),
  })
  const sent = external({ to: contract.address, ...(!deployed && { init: contract.init }), body })
  const bocText = beginCell().store(storeMessage(sent)).endCell().toBoc().toString('base64')
  await node.sendBoc(bocText)
  return bocText
}
