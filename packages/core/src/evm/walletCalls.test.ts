/**
 * EIP-5792 over an EIP-1193 provider: the `wallet_sendCalls` request as the EIP words it, and
 * every wallet answer checked (batch ids, call statuses, atomic capabilities) before the kit acts
 * on it.
 */
import { describe, expect, it } from 'vitest'
import type { SendCallsParams } from '../adapters/capabilities.js'
import type { CaipNetwork } from '../types/chain.js'
import { supportsAtomicBatch } from './atomicBatch.js'
import type { Eip1193RequestArguments } from './types.js'
import { parseCallsStatus, requestCallsStatus, requestSendCalls } from './walletCalls.js'

const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const ROUTER = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const HASH = `0x${'ab'.repeat(32)}`
const network: CaipNetwork = {
  id: 31337,
  name: 'Anvil',
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

/** A provider that answers `answer` and records what it was asked. */
function provider(answer: unknown) {
  const asked: Eip1193RequestArguments[] = []
  return {
    asked,
    request: async (args: Eip1193RequestArguments) => {
      asked.push(args)
      return answer
    },
  }
}

const batch = (calls: SendCallsParams['calls']): SendCallsParams => ({
  address: FROM,
  calls,
  caipNetwork: network,
  atomicRequired: true,
})

describe('supportsAtomicBatch', () => {
  it.each([
    [{ '0x7a69': { atomic: { status: 'supported' } } }, true],
    [{ '0x7a69': { atomic: { status: 'ready' } } }, true],
    [{ '0x0': { atomic: { status: 'supported' } } }, true],
    [{ '0x7a69': { atomicBatch: { supported: true } } }, true],
    [{ '0x7a69': { atomic: { status: 'unsupported' } } }, false],
    [{ '0x1': { atomic: { status: 'supported' } } }, false],
    [{ '0x7a69': { atomic: 'supported' } }, false],
    [{ '0x7a69': { atomicBatch: { supported: 'yes' } } }, false],
    [{ '0x7a69': {} }, false],
    [Object.create({ '0x7a69': { atomic: { status: 'supported' } } }), false],
    [[{ '0x7a69': { atomic: { status: 'supported' } } }], false],
    [null, false],
    ['supported', false],
  ])('%j on 0x7a69: %s', (answer, supported) => {
    expect(supportsAtomicBatch(answer, '0x7a69')).toBe(supported)
  })
})

describe('requestSendCalls', () => {
  it('asks wallet_sendCalls 2.0.0 with hex values and answers the id (v2 object or v1 string)', async () => {
    const wallet = provider({ id: 'batch-1', capabilities: {} })
    const calls = [
      { to: TOKEN, data: '0x095ea7b3', value: 0n },
      { to: ROUTER, data: '0x38ed1739', value: 10n ** 18n },
    ]
    await expect(requestSendCalls(wallet, batch(calls))).resolves.toEqual({ id: 'batch-1' })
    expect(wallet.asked).toEqual([
      {
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            from: FROM,
            chainId: '0x7a69',
            atomicRequired: true,
            calls: [
              { to: TOKEN, data: '0x095ea7b3', value: '0x0' },
              { to: ROUTER, data: '0x38ed1739', value: '0xde0b6b3a7640000' },
            ],
          },
        ],
      },
    ])
    await expect(requestSendCalls(provider('batch-2'), batch([{ to: TOKEN }]))).resolves.toEqual({
      id: 'batch-2',
    })
  })

  it.each([
    [{}, 'no id'],
    [{ id: '' }, 'an empty id'],
    [{ id: 7 }, 'a number'],
    [{ id: `0x${'00'.repeat(5000)}` }, 'an id longer than the EIP allows'],
    [null, 'null'],
  ])('rejects a wallet answer with %j (%s)', async (answer, _what) => {
    await expect(requestSendCalls(provider(answer), batch([{ to: TOKEN }]))).rejects.toMatchObject({
      code: 'INVALID_RPC_PARAMS',
    })
  })

  it('asks nothing for calls it could not send: none, too many, a bad address or data', async () => {
    const bad: SendCallsParams['calls'][] = [
      [],
      Array.from({ length: 21 }, () => ({ to: TOKEN })),
      [{ to: 'javascript:alert(1)' }],
      [{ to: TOKEN, data: '0x123' }],
      [{ to: TOKEN, value: -1n }],
    ]
    for (const calls of bad) {
      const wallet = provider({ id: 'x' })
      await expect(requestSendCalls(wallet, batch(calls))).rejects.toMatchObject({
        code: 'INVALID_RPC_PARAMS',
      })
      expect(wallet.asked).toEqual([])
    }
  })
})

describe('parseCallsStatus', () => {
  it('reads v2 statuses and receipts, and v1 words', async () => {
    const answer = {
      version: '2.0.0',
      id: 'batch-1',
      chainId: '0x7a69',
      atomic: true,
      status: 200,
      receipts: [{ transactionHash: HASH, status: '0x1', logs: [], gasUsed: '0x1' }],
    }
    const wallet = provider(answer)
    await expect(requestCallsStatus(wallet, 'batch-1')).resolves.toEqual({
      status: 200,
      atomic: true,
      receipts: [{ transactionHash: HASH, status: 'success' }],
    })
    expect(wallet.asked).toEqual([{ method: 'wallet_getCallsStatus', params: ['batch-1'] }])
    expect(parseCallsStatus({ status: 100 })).toEqual({ status: 100, atomic: false, receipts: [] })
    expect(
      parseCallsStatus({
        status: 'CONFIRMED',
        receipts: [{ transactionHash: HASH, status: 'reverted' }],
      }),
    ).toEqual({
      status: 200,
      atomic: false,
      receipts: [{ transactionHash: HASH, status: 'reverted' }],
    })
    expect(
      parseCallsStatus({ status: 500, receipts: [{ transactionHash: HASH, status: '0x0' }] }),
    ).toMatchObject({ status: 500, receipts: [{ status: 'reverted' }] })
  })

  it.each([
    [{ status: 201 }, 'an unknown code'],
    [{ status: '200' }, 'a code as text'],
    [{ status: 200, receipts: [] }, 'confirmed without a receipt'],
    [{ status: 200, receipts: [{ transactionHash: '0x12', status: '0x1' }] }, 'a short hash'],
    [{ status: 200, receipts: [{ transactionHash: HASH, status: 'ok' }] }, 'an unknown outcome'],
    [{ status: 100, receipts: 'none' }, 'receipts that are no list'],
    [null, 'null'],
  ])('rejects %j (%s)', (answer, _what) => {
    expect(() => parseCallsStatus(answer)).toThrow(
      expect.objectContaining({ code: 'INVALID_RPC_PARAMS' }),
    )
  })
})
