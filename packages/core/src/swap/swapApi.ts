import { TIMING } from '../constants.js'
import type { SwapToken, SwapTransaction } from '../controllers/swap/types.js'
import { isValidEvmAddress } from '../families/eip155.js'
import { createDataApiClient } from '../http/createDataApiClient.js'
import type { Kit } from '../kit/types.js'
import { safeImageUrl } from '../validators/links.js'
import { isRecord } from '../validators/records.js'

// The swap API of the operator's @gangway/server (spec §7 swap calls): every call within a time
// limit, every answer checked before it is used, so a broken or hostile server can fail a swap
// but never put something else in the state or in front of the wallet.

/** A swap API answer that is not what the call promises. */
export class SwapAnswerError extends Error {
  override name = 'SwapAnswerError'
}

const fail = (call: string, what: string): never => {
  throw new SwapAnswerError(`The swap API's ${call} answer ${what}`)
}

const DIGITS = /^\d{1,78}$/
const HEX = /^0x(?:[0-9a-fA-F]{2})*$/
/** ERC-20 `approve(address,uint256)`. */
const APPROVE_SELECTOR = '0x095ea7b3'
/** No transaction the wallet is asked for needs more gas than a block holds. */
const MAX_GAS = 30_000_000n
const MAX_TOKENS = 1000

/** A non-negative integer sent as a decimal string (wei, base units). */
function units(call: string, field: string, value: unknown): bigint {
  if (typeof value !== 'string' || !DIGITS.test(value)) fail(call, `has no ${field}`)
  return BigInt(value as string)
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max ? value : undefined

const price = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined

/** The `address` part of a CAIP-10 address on `chainId`, or undefined. */
export function contractOf(address: string, chainId: string): string | undefined {
  const prefix = `${chainId}:`
  if (!address.toLowerCase().startsWith(prefix.toLowerCase())) return undefined
  const contract = address.slice(prefix.length)
  return isValidEvmAddress(contract) && contract.startsWith('0x') ? contract : undefined
}

/** One token of `/swap/tokens`, or undefined when it is not a valid token of the chain. */
function parseToken(value: unknown, chainId: string): SwapToken | undefined {
  if (!isRecord(value)) return undefined
  const name = text(value.name, 100)
  const symbol = text(value.symbol, 20)
  const address = typeof value.address === 'string' ? value.address : ''
  const decimals = value.decimals
  const tokenPrice = price(value.price) ?? 0
  if (!name || !symbol || !contractOf(address, chainId)) return undefined
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 36)
    return undefined
  const logoUri = safeImageUrl(value.logoUri)
  return { name, symbol, address, decimals, price: tokenPrice, ...(logoUri && { logoUri }) }
}

function expectTx(call: string, answer: unknown) {
  const tx = isRecord(answer) && isRecord(answer.tx) ? answer.tx : fail(call, 'has no tx')
  const eip155 = isRecord(tx.eip155) ? tx.eip155 : fail(call, 'has no tx.eip155')
  if (!isValidEvmAddress(tx.to)) fail(call, 'has no tx.to address')
  if (typeof tx.data !== 'string' || !HEX.test(tx.data) || tx.data.length < 10)
    fail(call, 'has no tx.data')
  return {
    to: tx.to as string,
    data: tx.data as string,
    value: units(call, 'tx.value', tx.value),
    eip155,
  }
}

export interface SwapQuote {
  /** The destination amount, base units. */
  toAmount: bigint
  /** The server's price impact from the pool reserves, percent (when it sent one). */
  priceImpact: number | undefined
  /**
   * The provider fee the built transaction takes from the source amount, base units: what the
   * server reports (0 when it reports none: nothing is charged that the server does not say).
   */
  providerFee: bigint
}

export interface SwapPair {
  userAddress: string
  /** CAIP-10 addresses of the source and destination tokens. */
  from: string
  to: string
  /** The source amount in base units. */
  amount: bigint
}

/**
 * The kit's swap API (`swapApiUrl`). Each call rejects on a failed status, a time-out or an
 * answer that is not what it promises (`SwapAnswerError`); the actions map that to spec §8 texts.
 */
export function createSwapApi(kit: Kit, options: { timeoutMs?: number; signal?: AbortSignal }) {
  const url = kit.options.swapApiUrl
  if (!url) throw new SwapAnswerError('No swap API is configured (swapApiUrl)')
  const http = createDataApiClient({
    url,
    timeoutMs: options.timeoutMs ?? TIMING.DATA_API_TIMEOUT_MS,
  })
  const get = (path: string, params: Record<string, string | bigint | number | undefined>) =>
    http.get<unknown>({ path, params, ...(options.signal && { signal: options.signal }) })

  return {
    /** `GET /swap/tokens?chainId`: the offered tokens (invalid entries dropped). */
    async tokens(chainId: string): Promise<SwapToken[]> {
      const answer = await get('swap/tokens', { chainId })
      if (!isRecord(answer) || !Array.isArray(answer.tokens)) return fail('tokens', 'has no list')
      const seen = new Set<string>()
      return answer.tokens.slice(0, MAX_TOKENS).flatMap((entry: unknown) => {
        const token = parseToken(entry, chainId)
        const key = token?.address.toLowerCase()
        if (!token || !key || seen.has(key)) return []
        seen.add(key)
        return [token]
      })
    },

    /** `GET /swap/prices?addresses`: USD prices by lower-case CAIP-10 address. */
    async prices(addresses: string[]): Promise<Record<string, number>> {
      const answer = await get('swap/prices', { addresses: addresses.join(',') })
      if (!isRecord(answer) || !Array.isArray(answer.fungibles))
        return fail('prices', 'has no fungibles')
      const asked = new Set(addresses.map((address) => address.toLowerCase()))
      const found: Record<string, number> = {}
      for (const entry of answer.fungibles as unknown[]) {
        if (!isRecord(entry) || typeof entry.address !== 'string') continue
        const key = entry.address.toLowerCase()
        const value = price(entry.price)
        if (asked.has(key) && value !== undefined) found[key] = value
      }
      return found
    },

    /** `GET /gas-price?chainId`: the standard gas price (wei). */
    async gasPrice(chainId: string): Promise<bigint> {
      const answer = await get('gas-price', { chainId })
      return units('gas-price', 'standard', isRecord(answer) ? answer.standard : undefined)
    },

    /**
     * `GET /swap/quote`: the first quote's destination amount (spec §7 reads quotes[0]), price
     * impact and provider fee.
     */
    async quote(pair: SwapPair & { gasPrice?: bigint }): Promise<SwapQuote> {
      const answer = await get('swap/quote', { ...pair, gasPrice: pair.gasPrice })
      const quote =
        isRecord(answer) && Array.isArray(answer.quotes) && isRecord(answer.quotes[0])
          ? answer.quotes[0]
          : fail('quote', 'has no quotes')
      const toAmount = units('quote', 'toAmount', quote.toAmount)
      const impact = quote.priceImpact
      const providerFee =
        quote.providerFee === undefined ? 0n : units('quote', 'providerFee', quote.providerFee)
      if (providerFee > pair.amount) fail('quote', 'has a provider fee over the source amount')
      return {
        toAmount,
        priceImpact: typeof impact === 'number' && Number.isFinite(impact) ? impact : undefined,
        providerFee,
      }
    },

    /** `GET /swap/allowance`: what the router may take of the user's token (base units). */
    async allowance(tokenAddress: string, userAddress: string): Promise<bigint> {
      const answer = await get('swap/allowance', { tokenAddress, userAddress })
      return units('allowance', 'allowance', isRecord(answer) ? answer.allowance : undefined)
    },

    /**
     * `GET /swap/approve-tx` for exactly `amount`: an ERC-20 `approve` call on the source token's
     * own contract, sending no value (anything else is refused).
     */
    async approveTx(
      pair: SwapPair & { tokenContract: string },
    ): Promise<Omit<SwapTransaction, 'gas' | 'toAmount'>> {
      const { tokenContract, ...params } = pair
      const tx = expectTx('approve-tx', await get('swap/approve-tx', params))
      if (tx.to.toLowerCase() !== tokenContract.toLowerCase())
        fail('approve-tx', 'calls another contract than the token')
      if (!tx.data.toLowerCase().startsWith(APPROVE_SELECTOR))
        fail('approve-tx', 'is not an approve call')
      if (tx.value !== 0n) fail('approve-tx', 'sends value')
      return {
        to: tx.to,
        data: tx.data,
        value: 0n,
        gasPrice: units('approve-tx', 'tx.eip155.gasPrice', tx.eip155.gasPrice),
      }
    },

    /**
     * `GET /swap/build-tx`: the router call with the slippage bound. Its value must be the source
     * amount when the source is the native currency and 0 otherwise.
     */
    async buildTx(
      pair: SwapPair & { slippage: number; nativeValue: boolean },
    ): Promise<SwapTransaction> {
      const { nativeValue, ...params } = pair
      const answer = await get('swap/build-tx', params)
      const tx = expectTx('build-tx', answer)
      if (tx.value !== (nativeValue ? pair.amount : 0n))
        fail('build-tx', 'sends another value than the source amount')
      const gas = units('build-tx', 'tx.eip155.gas', tx.eip155.gas)
      if (gas === 0n || gas > MAX_GAS) fail('build-tx', 'has an impossible gas limit')
      const toAmount = isRecord(answer) ? answer.toAmount : undefined
      return {
        to: tx.to,
        data: tx.data,
        value: tx.value,
        gas,
        gasPrice: units('build-tx', 'tx.eip155.gasPrice', tx.eip155.gasPrice),
        toAmount: units('build-tx', 'toAmount', toAmount).toString(),
      }
    },
  }
}

export type SwapApi = ReturnType<typeof createSwapApi>
