import type { ChainAdapter, Connector, ConnectResult } from '@gangway/core/adapter'
import { expect } from 'vitest'
import { quiet, rejectionCode } from '../conformanceRun.js'
import type { ConformanceCheck } from './check.js'

const CONNECTOR_TYPES: readonly Connector['type'][] = [
  'ANNOUNCED',
  'INJECTED',
  'EXTERNAL',
  'WALLET_CONNECT',
  'AUTH',
  'MULTI_CHAIN',
]

/** A connect or restore answer the kit accepts: the family's address and one of the networks. */
function expectValidResult(adapter: ChainAdapter, result: ConnectResult, networkIds: string[]) {
  const { family } = adapter
  expect(family.isAddress(result.address), `address ${result.address}`).toBe(true)
  expect(family.isChainId(String(result.chainId)), `chain id ${result.chainId}`).toBe(true)
  expect(networkIds).toContain(String(result.chainId))
  for (const account of result.accounts ?? []) {
    expect(account.namespace).toBe(family.namespace)
    expect(family.isAddress(account.address), `account ${account.address}`).toBe(true)
  }
}

const networkIds = (run: { env: { networks: readonly { id: number | string }[] } }) =>
  run.env.networks.map((network) => String(network.id))

export const connectionChecks: ConformanceCheck[] = [
  {
    id: 'setup',
    title: "setup lists the wallet among plain connectors of the family's namespace",
    async run(run) {
      const adapter = await run.load()
      const connectors = adapter.getConnectors()
      expect(connectors.map((connector) => connector.id)).toContain(run.wallet.connectorId)
      expect(new Set(connectors.map((c) => c.id)).size).toBe(connectors.length)
      for (const connector of connectors) {
        const { provider: _provider, ...plain } = connector as Connector & { provider?: unknown }
        expect(typeof plain.id === 'string' && plain.id.length > 0, 'connector id').toBe(true)
        expect(typeof plain.name, `name of ${plain.id}`).toBe('string')
        expect(CONNECTOR_TYPES).toContain(plain.type)
        expect(plain.chain, `chain of ${plain.id}`).toBe(adapter.family.namespace)
        // What the kit stores is plain data: it survives a JSON round trip unchanged.
        expect(JSON.parse(JSON.stringify(plain)), `fields of ${plain.id}`).toEqual(plain)
      }
    },
  },
  {
    id: 'connect',
    title: 'connect answers a valid address of the family on one of the networks',
    async run(run) {
      const { adapter, result } = await run.connect()
      expect(result.id).toBe(run.wallet.connectorId)
      expectValidResult(adapter, result, networkIds(run))
    },
  },
  {
    id: 'reject',
    title: "the visitor's refusal in the wallet rejects connect with USER_REJECTED",
    async run(run) {
      const adapter = await run.load()
      run.wallet.rejectNext()
      expect(await rejectionCode(adapter.connect({ id: run.wallet.connectorId }))).toBe(
        'USER_REJECTED',
      )
      expect(adapter.getProvider()).toBeUndefined()
    },
  },
  {
    id: 'restore',
    title: 'a new adapter after a reload restores the connection the wallet confirms',
    async run(run) {
      const first = await run.connect()
      await run.destroy(first.adapter) // the page goes away; the wallet still trusts the site
      const second = await run.load()
      const restored = await second.restore({ id: first.result.id, chainId: first.result.chainId })
      expect(restored, 'restore answered null').not.toBeNull()
      expectValidResult(second, restored as ConnectResult, networkIds(run))
      expect((restored as ConnectResult).address).toBe(first.result.address)
      expect(second.getProvider()).toBeDefined()
    },
  },
  {
    id: 'restoreRevoked',
    title: 'restore answers null once the wallet revoked the site',
    async run(run) {
      const first = await run.connect()
      await run.destroy(first.adapter)
      await run.wallet.revoke()
      await quiet()
      const second = await run.load()
      expect(
        await second.restore({ id: first.result.id, chainId: first.result.chainId }),
      ).toBeNull()
      expect(second.getProvider()).toBeUndefined()
    },
  },
  {
    id: 'provider',
    title: 'getProvider() gives the provider while connected and undefined after disconnect',
    async run(run) {
      const { adapter, result } = await run.connect()
      expect(adapter.getProvider()).toBeDefined()
      if (result.provider !== undefined) expect(adapter.getProvider()).toBe(result.provider)
      await adapter.disconnect()
      expect(adapter.getProvider()).toBeUndefined()
    },
  },
]
