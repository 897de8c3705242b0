import {
  type AnvilNode,
  deployErc4337,
  deploySessionAccount,
  type Erc4337Deployment,
  grantSessionCallData,
  revokeSessionCallData,
  sendAndConfirm,
  startAnvil,
} from '@gangway/testing'
import { createPublicClient, type Hex, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anvilNetwork } from '../kit/anvilKit.testing.js'
import type { Kit } from '../kit/types.js'
import { activeSmartSessions, readSmartSessions } from './smartSessions.js'

// AccountSettings' list, read from SessionAccount on anvil through the kit's JSON-RPC transport.
// (readSmartSessions reads only the kit's projectId: a kit of just its options stands in.)
const kit = { options: { projectId: 'smart-sessions-test' } } as Kit
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address

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

  it('lists every session the account holds, revoked ones marked; none for an account not deployed', async () => {
    const network = anvilNetwork(node)
    expect(await readSmartSessions(kit, freshAddress(), network)).toEqual([])
    const factory = deployment.sessionAccountFactory
    const { owner, address: account } = await deploySessionAccount(node.rpcUrl, factory)
    const send = (data: Hex) => sendAndConfirm(node.rpcUrl, owner, account, data)
    const [first, second] = [freshAddress(), freshAddress()]
    const { timestamp } = await createPublicClient({ transport: http(node.rpcUrl) }).getBlock()
    const validUntil = Number(timestamp) + 3600
    const selector = '0xa9059cbb'
    await send(
      grantSessionCallData({ key: first, target: factory, selector, tokenLimit: 5n, validUntil }),
    )
    await send(grantSessionCallData({ key: second, target: factory, valueLimit: 7n, validUntil }))
    await send(revokeSessionCallData(first))
    const sessions = await readSmartSessions(kit, account, network)
    const common = { target: factory.toLowerCase(), valueSpent: 0n, tokenSpent: 0n, validUntil }
    expect(sessions).toEqual([
      {
        ...common,
        key: first.toLowerCase(),
        selector,
        valueLimit: 0n,
        tokenLimit: 5n,
        revoked: true,
      },
      { ...common, key: second.toLowerCase(), valueLimit: 7n, tokenLimit: 0n, revoked: false },
    ])
    expect(activeSmartSessions(sessions, validUntil - 1).map((session) => session.key)).toEqual([
      second.toLowerCase(),
    ])
    expect(activeSmartSessions(sessions, validUntil)).toEqual([])
  })
})
