import { getCapability } from '../adapters/getCapability.js'
import { TIMING } from '../constants.js'
import type { Kit } from '../kit/types.js'
import { getRpcUrls } from '../rpc/defaultRpcUrl.js'
import { loadJsonRpcTransport } from '../rpc/loadJsonRpcTransport.js'
import { getRpcTransportConfig } from '../rpc/transportConfig.js'
import type { CaipNetwork } from '../types/chain.js'
import { formatUnits } from '../utils/decimal.js'
import { withTimeLimit } from '../utils/timeLimit.js'
import {
  isNativeToken,
  nativeBalanceUnits,
  nativePrice,
  requireSendContext,
  type SendContext,
  tokenBalanceUnits,
  tokenContract,
  tokenDecimals,
  toUnits,
} from './sendContext.js'

/** The network fee of the send the state describes. */
export interface SendFee {
  /** Gas units (the adapter's estimate; families that price gas, eip155). */
  gas?: bigint
  /** Price of one gas unit, native base units (families that price gas). */
  gasPrice?: bigint
  /** gas × gasPrice, or the adapter's `estimateFee`: native base units. */
  fee: bigint
  /** The fee in native units ('0.000021'), with the native symbol. */
  amount: string
  symbol: string
  /** The fee in USD, when the native currency's price is known. */
  usd?: number
}

export interface SendNodeOptions {
  /** Time limit of each read from the node (ms); default 10 s. */
  timeoutMs?: number
  signal?: AbortSignal
}

/**
 * The gas price of `network`, read through the kit's JSON-RPC transport (the network's
 * endpoints in fallback order) with the family's gas price method; undefined when the family has
 * none. Rejects when no endpoint answers within the time limit.
 */
export async function readGasPrice(
  kit: Kit,
  network: CaipNetwork,
  options: SendNodeOptions = {},
): Promise<bigint | undefined> {
  const method = kit.families.get(network.chainNamespace)?.send?.gasPriceMethod
  if (!method) return undefined
  const { createJsonRpcTransport } = await loadJsonRpcTransport()
  const transport = createJsonRpcTransport(
    getRpcUrls(network, { projectId: kit.options.projectId }),
    { settings: getRpcTransportConfig() },
  )
  try {
    const answer = await withTimeLimit(
      options.timeoutMs ?? TIMING.DATA_API_TIMEOUT_MS,
      () => transport.request({ method }),
      options.signal,
    )
    if (typeof answer !== 'string' || !/^0x[0-9a-f]+$/i.test(answer)) {
      throw new Error(`${method} answered ${String(answer)}`)
    }
    return BigInt(answer)
  } finally {
    transport.destroy()
  }
}

const word = (value: string) => value.padStart(64, '0')

/** Call data of a token transfer, per token standard (ERC-20 `transfer(to, amount)`: 0xa9059cbb). */
const TRANSFER_DATA = {
  erc20: (to: string, amount: bigint) =>
    `0xa9059cbb${word(to.replace(/^0x/i, '').toLowerCase())}${word(amount.toString(16))}`,
} as const

/** What the gas estimate of the state's send is asked for: a native value, or a token call. */
function estimateCall(kit: Kit, context: SendContext) {
  const { token, sendTokenAmount, receiverAddress } = kit.stores.send.getState()
  const to = receiverAddress?.trim()
  const receiver = to && kit.families.isAddress(context.namespace, to) ? to : context.address
  if (!token || isNativeToken(kit, token, context.network)) {
    const value = token ? toUnits(sendTokenAmount, tokenDecimals(token)) : undefined
    const affordable = value !== undefined && token && value <= tokenBalanceUnits(token)
    return { to: receiver, ...(affordable ? { value } : {}) }
  }
  const contract = tokenContract(token)
  const standard = context.family.send?.tokenStandard
  const transferData = standard ? TRANSFER_DATA[standard] : undefined
  if (!contract || !transferData) return undefined
  const value = toUnits(sendTokenAmount, tokenDecimals(token)) ?? 0n
  const amount = value <= tokenBalanceUnits(token) ? value : 0n
  return { to: contract, data: transferData(receiver, amount) }
}

/**
 * The fee of the state's send from the adapter's `estimateFee` (families whose fee is no gas ×
 * gas price): the native amount or the token's, to the receiver typed (the sender while none is
 * valid yet). Undefined without the capability.
 */
async function adapterFee(
  kit: Kit,
  context: SendContext,
  options: SendNodeOptions,
): Promise<bigint | undefined> {
  const estimateFee = getCapability(context.adapter, 'estimateFee')
  if (!estimateFee) return undefined
  const { token, sendTokenAmount, receiverAddress } = kit.stores.send.getState()
  const to = receiverAddress?.trim()
  const native = !token || isNativeToken(kit, token, context.network)
  const value = token ? (toUnits(sendTokenAmount, tokenDecimals(token)) ?? 0n) : 0n
  const tokenAddress = native || !token ? undefined : tokenContract(token)
  const { fee } = await withTimeLimit(
    options.timeoutMs ?? TIMING.DATA_API_TIMEOUT_MS,
    () =>
      estimateFee({
        address: context.address,
        caipNetwork: context.network,
        to: to && kit.families.isAddress(context.namespace, to) ? to : context.address,
        value: token && value <= tokenBalanceUnits(token) ? value : 0n,
        ...(tokenAddress && token ? { tokenAddress, decimals: tokenDecimals(token) } : {}),
      }),
    options.signal,
  )
  return fee
}

/** gas units from the adapter's `estimateGas` × the node's gas price; undefined without them. */
async function gasFee(kit: Kit, context: SendContext, options: SendNodeOptions) {
  const estimateGas = getCapability(context.adapter, 'estimateGas')
  const call = estimateCall(kit, context)
  if (!estimateGas || !call) return undefined
  const timeoutMs = options.timeoutMs ?? TIMING.DATA_API_TIMEOUT_MS
  const [gasPrice, { gas }] = await Promise.all([
    readGasPrice(kit, context.network, options),
    withTimeLimit(
      timeoutMs,
      () => estimateGas({ address: context.address, caipNetwork: context.network, ...call }),
      options.signal,
    ),
  ])
  return gasPrice === undefined ? undefined : { gas, gasPrice, fee: gas * gasPrice }
}

/**
 * The network fee of the send the state describes, for the preview and Max: gas units from the
 * adapter's `estimateGas` and the gas price from the node, or the adapter's `estimateFee` where
 * the family prices no gas (solana); the fee in native units and in USD when the native price is
 * known. Keeps the gas price (and fee in USD) in the send state. Undefined when the family or
 * adapter cannot price a send. Rejects when the node or the estimate fails or takes longer than
 * the time limit.
 */
export async function estimateSendFee(
  kit: Kit,
  options: SendNodeOptions = {},
): Promise<SendFee | undefined> {
  const context = requireSendContext(kit)
  const gas = await gasFee(kit, context, options)
  const fee = gas?.fee ?? (await adapterFee(kit, context, options))
  if (fee === undefined) return undefined
  const { decimals, symbol } = context.network.nativeCurrency
  const amount = formatUnits(fee, decimals)
  const price = nativePrice(kit, context)
  const usd = price === undefined ? undefined : Number(amount) * price
  const balance = nativeBalanceUnits(kit, context)
  kit.controllers.send.setSendState({
    ...(gas ? { gasPrice: gas.gasPrice } : {}),
    gasPriceInUSD: usd,
    networkBalanceInUSD:
      price === undefined || balance === undefined
        ? undefined
        : (Number(formatUnits(balance, decimals)) * price).toFixed(2),
  })
  return { ...gas, fee, amount, symbol, ...(usd === undefined ? {} : { usd }) }
}

/**
 * The most the state's token can send, as a decimal string: the whole balance of a token, the
 * native balance minus the fee (gas limit × gas price) of the native currency (0 when the fee is
 * more). The fee is estimated when not given.
 */
export async function getMaxSendAmount(
  kit: Kit,
  options: SendNodeOptions & { fee?: SendFee } = {},
): Promise<string> {
  const context = requireSendContext(kit)
  const { token } = kit.stores.send.getState()
  if (!token) return '0'
  const balance = tokenBalanceUnits(token)
  const decimals = tokenDecimals(token)
  if (!isNativeToken(kit, token, context.network)) return formatUnits(balance, decimals)
  const fee = options.fee ?? (await estimateSendFee(kit, options))
  const reserve = fee?.fee ?? BigInt(context.family.send?.maxFeeReserve ?? 0)
  const max = balance - reserve
  return formatUnits(max > 0n ? max : 0n, decimals)
}
