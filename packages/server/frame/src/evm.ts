/**
 * eip155 requests of the embedded account: what the approval shows, and the signing itself
 * (personal_sign, eth_signTypedData_v4, eth_sendTransaction through the chain's rpcUrl).
 */
import {
  type Hex,
  hexToBigInt,
  hexToString,
  isAddress,
  isHex,
  type TypedDataDefinition,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { type ApprovalNetwork, nativeAmount, networkRow } from './network.js'
import type { ApprovalDetails } from './ui.js'

let rpcId = 0

/** How long the frame waits for a chain node's answer to one JSON-RPC call. */
export const RPC_TIMEOUT_MS = 20_000

/**
 * One JSON-RPC call to a chain node, given up after `timeoutMs` (the request is aborted and the
 * call fails naming the method).
 */
export async function rpcCall(
  rpcUrl: string,
  method: string,
  params: unknown,
  timeoutMs = RPC_TIMEOUT_MS,
): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params: params ?? [] }),
      credentials: 'omit',
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      throw new Error(`${method}: the network's node did not answer within ${timeoutMs / 1000} s`)
    throw error
  }
  const json = (await response.json().catch(() => undefined)) as any
  if (!json || typeof json !== 'object') throw new Error(`HTTP status code: ${response.status}`)
  if (json.error) throw new Error(String(json.error.message ?? 'RPC error'))
  return json.result
}

export interface TxRequest {
  from?: string
  to?: string
  value?: string
  data?: string
  input?: string
  gas?: string
  nonce?: string
  gasPrice?: string
  maxFeePerGas?: string
  maxPriorityFeePerGas?: string
}

const asList = (params: unknown): unknown[] =>
  Array.isArray(params) ? params : params === undefined ? [] : [params]

/** personal_sign params, in either order: [message, address] (spec) or [address, message]. */
function personalSignParams(params: unknown): { message: string; address?: string } {
  const [first, second] = asList(params)
  if (typeof first !== 'string') throw new Error('personal_sign needs a message')
  if (isAddress(first) && typeof second === 'string' && !isAddress(second))
    return { message: second, address: first }
  return { message: first, address: typeof second === 'string' ? second : undefined }
}

/** The message as a person reads it: hex that is UTF-8 text is shown as text. */
export function readableMessage(message: string): string {
  if (!isHex(message)) return message
  try {
    const text = hexToString(message as Hex)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: printable text check
    return /^[^\u0000-\u0008\u000e-\u001f]*$/.test(text) ? text : message
  } catch {
    return message
  }
}

function typedDataParam(params: unknown): TypedDataDefinition {
  const [address, data] = asList(params)
  const raw = typeof data === 'string' ? JSON.parse(data) : data
  if (!raw || typeof raw !== 'object' || typeof address !== 'string')
    throw new Error('eth_signTypedData_v4 needs [address, typedData]')
  const { types, domain, primaryType, message } = raw as any
  if (!types || typeof types !== 'object' || typeof primaryType !== 'string')
    throw new Error('Invalid typed data')
  const { EIP712Domain: _domain, ...rest } = types
  return { types: rest, domain: domain ?? {}, primaryType, message: message ?? {} } as any
}

export function txParam(params: unknown): TxRequest {
  const [tx] = asList(params)
  if (!tx || typeof tx !== 'object') throw new Error('eth_sendTransaction needs a transaction')
  return tx as TxRequest
}

export const checkSigner = (address: string | undefined, signer: string) => {
  if (address !== undefined && address.toLowerCase() !== signer.toLowerCase())
    throw new Error('The request names another account')
}

/** What the approval dialog shows for a not-safe eip155 request. */
export function describeEvm(
  method: string,
  params: unknown,
  network: ApprovalNetwork,
): ApprovalDetails {
  if (method === 'personal_sign') {
    const { message } = personalSignParams(params)
    return { title: 'Sign message', rows: [['Message', readableMessage(message)]] }
  }
  if (method === 'eth_signTypedData_v4') {
    const data = typedDataParam(params)
    return {
      title: 'Sign typed data',
      rows: [
        ['Type', String(data.primaryType)],
        ['Domain', JSON.stringify(data.domain)],
        ['Message', JSON.stringify(data.message, null, 2)],
      ],
    }
  }
  if (method === 'eth_sendTransaction') {
    const tx = txParam(params)
    const data = tx.data ?? tx.input
    return {
      title: 'Send transaction',
      rows: [
        networkRow(network),
        ['To', tx.to ?? '(new contract)'],
        ['Value', nativeAmount(tx.value ? hexToBigInt(tx.value as Hex) : 0n, network)],
        ...(data && data !== '0x' ? ([['Data', data]] as [string, string][]) : []),
      ],
    }
  }
  return { title: method, rows: [networkRow(network)] }
}

/**
 * Runs a not-safe eip155 request once approved; returns the RPC result. `from`: the address the
 * request may name (the smart account's, whose owner `account` signs; else the key's own).
 */
export async function runEvm(
  method: string,
  params: unknown,
  account: PrivateKeyAccount,
  chain: { id: number; rpcUrl: string | undefined },
  from: string = account.address,
): Promise<unknown> {
  if (method === 'personal_sign') {
    const { message, address } = personalSignParams(params)
    checkSigner(address, from)
    return account.signMessage({
      message: isHex(message) ? { raw: message as Hex } : message,
    })
  }
  if (method === 'eth_signTypedData_v4') {
    checkSigner(asList(params)[0] as string, from)
    return account.signTypedData(typedDataParam(params))
  }
  if (method === 'eth_sendTransaction') {
    if (!chain.rpcUrl) throw new Error('No rpcUrl for this network')
    const tx = txParam(params)
    checkSigner(tx.from, account.address)
    return sendTransaction(tx, account, chain.id, chain.rpcUrl)
  }
  throw new Error('Requested RPC call is not supported by the embedded wallet')
}

const big = (value: unknown): bigint | undefined =>
  typeof value === 'string' && isHex(value) ? hexToBigInt(value as Hex) : undefined

export async function sendTransaction(
  tx: TxRequest,
  account: PrivateKeyAccount,
  chainId: number,
  rpcUrl: string,
): Promise<unknown> {
  const call = (method: string, params: unknown[]) => rpcCall(rpcUrl, method, params)
  const to = tx.to as Hex | undefined
  const value = big(tx.value) ?? 0n
  const data = (tx.data ?? tx.input ?? undefined) as Hex | undefined
  const nonce =
    big(tx.nonce) ?? big(await call('eth_getTransactionCount', [account.address, 'pending']))
  const gas =
    big(tx.gas) ??
    big(
      await call('eth_estimateGas', [
        { from: account.address, to, value: `0x${value.toString(16)}`, data },
      ]),
    )
  if (nonce === undefined || gas === undefined) throw new Error('The node gave no nonce or gas')
  const base = { chainId, nonce: Number(nonce), gas, to, value, data }
  let signed: Hex
  if (tx.gasPrice) {
    signed = await account.signTransaction({ ...base, type: 'legacy', gasPrice: big(tx.gasPrice) })
  } else {
    const fees = await feesPerGas(rpcUrl, tx)
    signed = await account.signTransaction(
      'gasPrice' in fees
        ? { ...base, type: 'legacy', ...fees }
        : { ...base, type: 'eip1559', ...fees },
    )
  }
  return call('eth_sendRawTransaction', [signed])
}

/**
 * What to pay for gas on the chain now: EIP-1559 fees (twice the latest base fee plus the node's
 * priority fee, unless `given` sets them) where blocks have a base fee, else the node's gas price.
 */
export async function feesPerGas(
  rpcUrl: string,
  given: Pick<TxRequest, 'maxFeePerGas' | 'maxPriorityFeePerGas'> = {},
): Promise<{ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | { gasPrice: bigint }> {
  const call = (method: string) =>
    rpcCall(rpcUrl, method, method === 'eth_getBlockByNumber' ? ['latest', false] : [])
  const block = (await call('eth_getBlockByNumber')) as any
  const baseFee = big(block?.baseFeePerGas)
  if (baseFee === undefined) {
    const gasPrice = big(await call('eth_gasPrice'))
    if (gasPrice === undefined) throw new Error('The node gave no gas price')
    return { gasPrice }
  }
  const priority =
    big(given.maxPriorityFeePerGas) ??
    big(await call('eth_maxPriorityFeePerGas').catch(() => undefined)) ??
    1_000_000_000n
  return {
    maxFeePerGas: big(given.maxFeePerGas) ?? baseFee * 2n + priority,
    maxPriorityFeePerGas: priority,
  }
}
