import { type AnvilNode, startAnvil } from '@gangway/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ORIGIN,
  START_TIMEOUT_MS,
  testConfig,
  useTestServers,
} from '../../testing/testServer.testing.js'

const start = useTestServers()
let anvil: AnvilNode
let url: string

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  ;({ url } = await start(
    testConfig({
      chains: [
        {
          caipNetworkId: 'eip155:31337',
          rpcUrls: [anvil.rpcUrl],
          native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    }),
  ))
}, START_TIMEOUT_MS)
afterAll(() => anvil?.stop())

const get = async (query: string) => {
  const response = await fetch(`${url}/gas-price?${query}`, { headers: { origin: ORIGIN } })
  return { status: response.status, body: (await response.json()) as any }
}

describe('GET /gas-price', () => {
  it("answers the node's next base fee plus tips, standard ≤ fast ≤ instant, in wei", async () => {
    const history = await anvil.request<{ baseFeePerGas: string[] }>('eth_feeHistory', [
      '0x5',
      'latest',
      [25, 50, 90],
    ])
    const base = BigInt(history.baseFeePerGas.at(-1) as string)
    for (const query of ['chainId=31337', 'chainId=eip155:31337']) {
      const { status, body } = await get(query)
      expect(status).toBe(200)
      const [standard, fast, instant] = [body.standard, body.fast, body.instant].map(BigInt)
      expect(standard).toBeGreaterThanOrEqual(base)
      expect(fast).toBeGreaterThanOrEqual(standard as bigint)
      expect(instant).toBeGreaterThanOrEqual(fast as bigint)
    }
  })

  it('answers 404 naming chainId for a chain it does not serve, 400 for one that is not an id', async () => {
    const unknown = await get('chainId=1')
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toMatchObject({ code: 'NOT_FOUND', field: 'chainId' })
    for (const query of ['chainId=solana:mainnet', 'chainId=0x1', 'chainId=', '']) {
      const bad = await get(query)
      expect(bad.status).toBe(400)
      expect(bad.body.error).toMatchObject({ code: 'INVALID_REQUEST', field: 'chainId' })
    }
  })
})
