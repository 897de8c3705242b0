import {
  type AnvilNode,
  deployErc4337,
  type Erc4337Deployment,
  grantSessionCallData,
  revokeSessionCallData,
  startAnvil,
} from '@gangway/testing'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  type LocalAccount,
  parseAbi,
  parseEther,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anvilNetwork } from '../kit/anvilKit.testing.js'
import type { Kit } from '../kit/types.js'
import { activeSmartSessions, readSmartSessions } from './smartSessions.js'

// AccountSettings' list, read from SessionAccount on anvil through the kit's JSON-RPC transport.
// (readSmartSessions reads only the kit's projectId: a kit of just its options stands in.)
const kit = { options: { projectId: 'smart-sessions-test' } } as Kit
const factoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

describe('readSmartSessions', () => {
  let node: AnvilNode
  let deployment: Erc4337Deployment
  beforeAll(async () => {
    node = await startAnvil()
    deployment = await deployErc4337(node.rpcUrl)
  }, 60_000)
  afterAll(async () => {
    await node?.stop()
  })

  async function send(from: LocalAccount, to: Address, data: Hex) {
    const hash = await createWalletClient({ transport: http(node.rpcUrl) }).sendTransaction({
      account: from,
      to,
      data,
      chain: null,
    })
    const client = createPublicClient({ transport: http(node.rpcUrl) })
    expect((await client.waitForTransactionReceipt({ hash, timeout: 30_000 })).status).toBe(
      'success',
    )
  }

  it('lists every session the account holds, revoked ones marked; none for an undeployed account', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    await node.request('anvil_setBalance', [owner.address, toHex(parseEther('1'))])
    const factory = deployment.sessionAccountFactory
    const client = createPublicClient({ transport: http(node.rpcUrl) })
    const account = await client.readContract({
      address: factory,
      abi: factoryAbi,
      functionName: 'getAddress',
      args: [owner.address, 0n],
    })
    const network = anvilNetwork(node)
    expect(await readSmartSessions(kit, account, network)).toEqual([])
    await send(
      owner,
      factory,
      encodeFunctionData({
        abi: factoryAbi,
        functionName: 'createAccount',
        args: [owner.address, 0n],
      }),
    )
    const [first, second] = [generatePrivateKey(), generatePrivateKey()].map(
      (key) => privateKeyToAccount(key).address,
    )
    const { timestamp } = await client.getBlock()
    const validUntil = Number(timestamp) + 3600
    await send(
      owner,
      account,
      grantSessionCallData({
        key: first as Address,
        target: factory,
        selector: '0xa9059cbb',
        tokenLimit: 5_000_000n,
        validUntil,
      }),
    )
    await send(
      owner,
      account,
      grantSessionCallData({ key: second as Address, target: factory, valueLimit: 7n, validUntil }),
    )
    await send(owner, account, revokeSessionCallData(first as Address))
    const sessions = await readSmartSessions(kit, account, network)
    const common = { target: factory.toLowerCase(), valueSpent: 0n, tokenSpent: 0n, validUntil }
    expect(sessions).toEqual([
      {
        ...common,
        key: (first as string).toLowerCase(),
        selector: '0xa9059cbb',
        valueLimit: 0n,
        tokenLimit: 5_000_000n,
        revoked: true,
      },
      {
        ...common,
        key: (second as string).toLowerCase(),
        valueLimit: 7n,
        tokenLimit: 0n,
        revoked: false,
      },
    ])
    expect(activeSmartSessions(sessions, validUntil - 1).map((session) => session.key)).toEqual([
      (second as string).toLowerCase(),
    ])
    expect(activeSmartSessions(sessions, validUntil)).toEqual([])
  })
})
