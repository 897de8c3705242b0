import { type AnvilNode, deployTestEns, startAnvil, type TestEns } from '@gangway/testing'
import { createPublicClient, defineChain, http, type PublicClient } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { START_TIMEOUT_MS, useTestServers } from '../../testing/testServer.testing.js'
import {
  namesTestConfig,
  newAccount,
  postJson,
  signedRegistration,
} from './nameRegistration.testing.js'

// The names resolve in any ENS-aware app: viem's getEnsAddress on anvil, through a registry,
// an offchain resolver and a universal resolver deployed here, and the server's CCIP-Read
// gateway (EIP-3668) signing its answers.

const SIGNER_KEY = generatePrivateKey()
const servers = useTestServers()
let node: AnvilNode
let url = ''
let ens: TestEns
let client: PublicClient
const unique = () => `c${Math.random().toString(36).slice(2, 10)}`

beforeAll(async () => {
  node = await startAnvil()
  ;({ url } = await servers(
    namesTestConfig({ names: { suffix: 'gangway.eth', gateway: { signerKey: SIGNER_KEY } } }),
  ))
  ens = await deployTestEns(node.rpcUrl, {
    suffix: 'gangway.eth',
    gatewayUrls: [`${url}/names/ccip`],
    signers: [privateKeyToAccount(SIGNER_KEY).address],
  })
  const chain = defineChain({
    id: node.chainId,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [node.rpcUrl] } },
  })
  client = createPublicClient({ chain, transport: http(node.rpcUrl) }) as PublicClient
}, START_TIMEOUT_MS)
afterAll(() => node?.stop())

const register = async (label: string) => {
  const account = newAccount()
  const response = await postJson(url, '/names/register', await signedRegistration(account, label))
  expect(response.status).toBe(201)
  return account.address
}

describe('CCIP-Read gateway: viem resolves the names on the local chain', {
  timeout: 60_000,
}, () => {
  it('getEnsAddress resolves a registered name, by addr and by its coin type', async () => {
    const label = unique()
    const address = await register(label)
    const resolve = (coinType?: number) =>
      client.getEnsAddress({
        name: `${label}.gangway.eth`,
        universalResolverAddress: ens.universalResolver,
        strict: true,
        ...(coinType !== undefined && { coinType: BigInt(coinType) }),
      })
    expect(await resolve()).toBe(address)
    // By coin type the record is bytes (ENSIP-9/11): the address, as hex.
    expect(await resolve((0x80000000 | node.chainId) >>> 0)).toBe(address.toLowerCase())
    // A non-EVM coin type (Bitcoin's 0) has no address.
    expect(await resolve(0)).toBeNull()
  })

  it('a name nobody registered resolves to null', async () => {
    expect(
      await client.getEnsAddress({
        name: `${unique()}.gangway.eth`,
        universalResolverAddress: ens.universalResolver,
      }),
    ).toBeNull()
  })

  it('an answer signed by another key is refused on chain (a resolver trusting another signer)', async () => {
    const label = unique()
    await register(label)
    const other = await deployTestEns(node.rpcUrl, {
      suffix: 'gangway.eth',
      gatewayUrls: [`${url}/names/ccip`],
      signers: [privateKeyToAccount(generatePrivateKey()).address],
    })
    await expect(
      client.getEnsAddress({
        name: `${label}.gangway.eth`,
        universalResolverAddress: other.universalResolver,
        strict: true,
      }),
    ).rejects.toThrow(/not signed by the gateway|ResolverError/)
  })

  it('answers 400 to a call it does not serve, from any origin', async () => {
    const response = await fetch(`${url}/names/ccip`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://any.example' },
      body: JSON.stringify({ sender: ens.offchainResolver, data: '0x12345678' }),
    })
    expect(response.status).toBe(400)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect((await response.json()).error).toMatchObject({ code: 'INVALID_REQUEST', field: 'data' })
    const preflight = await fetch(`${url}/names/ccip`, {
      method: 'OPTIONS',
      headers: { origin: 'https://any.example', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  })
})
