/**
 * The swap API client against a real local HTTP server: each answer is checked before use, so a
 * broken or hostile server fails the call instead of reaching the state or the wallet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalServer, startLocalServer } from '../http/localServer.testing.js'
import type { Kit } from '../kit/types.js'
import { createSwapApi, SwapAnswerError } from './swapApi.js'
import { NATIVE, ROUTER, USDC, USDC_CONTRACT, USER } from './swapKit.testing.js'

let server: LocalServer
let body: unknown
let status = 200
beforeAll(async () => {
  server = await startLocalServer()
  server.handle((_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  })
})
afterAll(() => server.close())

const api = (timeoutMs?: number) =>
  createSwapApi({ options: { swapApiUrl: server.baseUrl } } as Kit, { timeoutMs })
const answering = (next: unknown, nextStatus = 200) => {
  body = next
  status = nextStatus
  return api()
}
const pair = { userAddress: USER, from: USDC, to: NATIVE, amount: 5n }
const tx = (patch: Record<string, unknown> = {}, eip155: Record<string, unknown> = {}) => ({
  tx: {
    from: USER,
    to: ROUTER,
    data: '0x7ff36ab50000',
    value: '0',
    eip155: { gas: '100000', gasPrice: '7', ...eip155 },
    ...patch,
  },
  toAmount: '42',
})

describe('the swap API client', () => {
  it('prices: only the asked addresses with a finite price ≥ 0', async () => {
    const prices = await answering({
      fungibles: [
        { address: NATIVE.toUpperCase(), price: 2000 },
        { address: USDC, price: -1 },
        { address: 'eip155:1:0xother', price: 5 },
        { address: USDC, price: 'a lot' },
      ],
    }).prices([NATIVE, USDC])
    expect(prices).toEqual({ [NATIVE.toLowerCase()]: 2000 })
  })

  it('quote, allowance and gas price need decimal integers', async () => {
    await expect(answering({ quotes: [] }).quote(pair)).rejects.toBeInstanceOf(SwapAnswerError)
    await expect(answering({ quotes: [{ toAmount: 1e21 }] }).quote(pair)).rejects.toThrow(
      'toAmount',
    )
    await expect(answering({ quotes: [{ toAmount: '-5' }] }).quote(pair)).rejects.toThrow()
    await expect(
      answering({ quotes: [{ toAmount: '12', priceImpact: 'x' }] }).quote(pair),
    ).resolves.toEqual({ toAmount: 12n, priceImpact: undefined, providerFee: 0n })
    await expect(answering({ allowance: '0x10' }).allowance(USDC, USER)).rejects.toThrow()
    await expect(answering({ allowance: '16' }).allowance(USDC, USER)).resolves.toBe(16n)
    await expect(answering({ standard: 12 }).gasPrice('eip155:31337')).rejects.toThrow()
  })

  it('quote: the provider fee the server reports, base units, never over the source amount', async () => {
    const quote = (providerFee: unknown) =>
      answering({ quotes: [{ toAmount: '12', providerFee }] }).quote(pair)
    await expect(quote('3')).resolves.toMatchObject({ providerFee: 3n })
    await expect(quote(String(pair.amount + 1n))).rejects.toThrow('provider fee')
    await expect(quote(0.5)).rejects.toThrow('providerFee')
  })

  it('build-tx: a router address, hex call data, a sane gas limit, the expected value', async () => {
    const build = (answer: unknown) =>
      answering(answer).buildTx({ ...pair, slippage: 1, nativeValue: false })
    await expect(build(tx())).resolves.toEqual({
      to: ROUTER,
      data: '0x7ff36ab50000',
      value: 0n,
      gas: 100_000n,
      gasPrice: 7n,
      toAmount: '42',
    })
    await expect(build(tx({ to: 'router' }))).rejects.toThrow('tx.to')
    await expect(build(tx({ data: 'swap please' }))).rejects.toThrow('tx.data')
    await expect(build(tx({ value: '5' }))).rejects.toThrow('value')
    await expect(build(tx({}, { gas: '0' }))).rejects.toThrow('gas')
    await expect(build(tx({}, { gas: String(10n ** 9n) }))).rejects.toThrow('gas')
    await expect(build({ ...tx(), toAmount: undefined })).rejects.toThrow('toAmount')
    await expect(build({ tx: 'nope' })).rejects.toThrow('tx')
  })

  it('approve-tx: an approve call on the token contract, sending nothing', async () => {
    const approve = (patch: Record<string, unknown>) =>
      answering(
        tx({ to: USDC_CONTRACT, data: `0x095ea7b3${'00'.repeat(64)}`, ...patch }),
      ).approveTx({
        ...pair,
        tokenContract: USDC_CONTRACT,
      })
    await expect(approve({})).resolves.toMatchObject({ to: USDC_CONTRACT, value: 0n, gasPrice: 7n })
    await expect(approve({ to: ROUTER })).rejects.toThrow('another contract')
    await expect(approve({ data: `0xa9059cbb${'00'.repeat(64)}` })).rejects.toThrow('approve')
    await expect(approve({ value: '1' })).rejects.toThrow('value')
  })

  it('a failed status and a time-out reject', async () => {
    await expect(answering({ error: 'x' }, 500).tokens('eip155:31337')).rejects.toThrow(
      'HTTP status code: 500',
    )
    server.handle(() => {}) // never answers
    await expect(api(100).tokens('eip155:31337')).rejects.toMatchObject({ code: 'REQUEST_FAILED' })
  })
})
