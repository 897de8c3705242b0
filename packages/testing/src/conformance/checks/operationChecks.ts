import type { CaipNetwork, CapabilityName } from '@gangway/core/adapter'
import { getCapability, parseUnits } from '@gangway/core/common'
import { expect, vi } from 'vitest'
import { nextAdapterEvent } from '../adapterEvents.js'
import { rejectionCode } from '../conformanceRun.js'
import type { CapabilityProbe, ConformanceEnvironment, SendCheck } from '../types.js'
import type { ConformanceCheck } from './check.js'

const secondNetwork = (env: ConformanceEnvironment<any>): CaipNetwork | undefined =>
  typeof env.switchNetwork === 'object' ? env.switchNetwork : undefined
const sendCheck = (env: ConformanceEnvironment<any>): SendCheck | undefined =>
  typeof env.send === 'object' ? env.send : undefined

const uniqueMessage = () => `Gangway conformance ${Date.now()}-${Math.random().toString(36)}`

export const operationChecks: ConformanceCheck[] = [
  {
    id: 'switchNetwork',
    title: 'switchNetwork moves to the second network and emits networkChanged',
    applies: (env) => secondNetwork(env) !== undefined,
    async run(run) {
      const { adapter, result } = await run.connect()
      const target = secondNetwork(run.env) as CaipNetwork
      const changed = await nextAdapterEvent(
        adapter,
        'networkChanged',
        () => adapter.switchNetwork({ caipNetwork: target }),
        {
          accept: (payload) => String(payload.chainId) === String(target.id),
          timeoutMs: run.env.waitMs,
        },
      )
      expect(adapter.family.isChainId(String(changed.chainId))).toBe(true)
      if (changed.address !== undefined)
        expect(adapter.family.isAddress(changed.address), changed.address).toBe(true)
      // The adapter still works on the new network.
      const address = changed.address ?? result.address
      const message = uniqueMessage()
      const { signature } = await adapter.signMessage({ message, address })
      expect(await run.wallet.verifySignature({ message, signature, address })).toBe(true)
    },
  },
  {
    id: 'switchNetworkUnsupported',
    title: 'switchNetwork rejects with METHOD_NOT_SUPPORTED (declared unsupported)',
    applies: (env) => env.switchNetwork === 'unsupported',
    async run(run) {
      const { adapter, network } = await run.connect()
      const other = run.env.networks.find((n) => n.caipNetworkId !== network.caipNetworkId)
      const caipNetwork = other ?? { ...network, id: `${network.id}0` }
      expect(await rejectionCode(adapter.switchNetwork({ caipNetwork }))).toBe(
        'METHOD_NOT_SUPPORTED',
      )
    },
  },
  {
    id: 'sign',
    title: 'signMessage gives a signature the wallet verifies for the address',
    async run(run) {
      const { adapter, result } = await run.connect()
      const message = uniqueMessage()
      const { signature } = await adapter.signMessage({ message, address: result.address })
      expect(typeof signature).toBe('string')
      const { address } = result
      expect(await run.wallet.verifySignature({ message, signature, address })).toBe(true)
      // The driver's verification can fail: another message does not match.
      expect(await run.wallet.verifySignature({ message: `${message}!`, signature, address })).toBe(
        false,
      )
    },
  },
  {
    id: 'signReject',
    title: "the visitor's refusal to sign rejects signMessage with USER_REJECTED",
    async run(run) {
      const { adapter, result } = await run.connect()
      run.wallet.rejectNext()
      const signing = adapter.signMessage({ message: uniqueMessage(), address: result.address })
      expect(await rejectionCode(signing)).toBe('USER_REJECTED')
    },
  },
  {
    id: 'send',
    title: "sendTransaction moves the amount: the receiver's balance on the node grows by it",
    applies: (env) => sendCheck(env) !== undefined,
    async run(run) {
      const { adapter, result, network } = await run.connect()
      const { to, amount, readBalance } = sendCheck(run.env) as SendCheck
      const before = await readBalance(to, network)
      const { hash } = await adapter.sendTransaction({
        to,
        value: amount,
        address: result.address,
        caipNetwork: network,
      })
      expect(typeof hash === 'string' && hash.length > 0, `hash ${hash}`).toBe(true)
      await vi.waitFor(async () => expect((await readBalance(to, network)) - before).toBe(amount), {
        timeout: run.env.waitMs ?? 5000,
        interval: 50,
      })
    },
  },
  {
    id: 'sendUnsupported',
    title: 'sendTransaction rejects with METHOD_NOT_SUPPORTED (declared unsupported)',
    applies: (env) => env.send === 'unsupported',
    async run(run) {
      const { adapter, result } = await run.connect()
      const sending = adapter.sendTransaction({ to: result.address, value: 1n })
      expect(await rejectionCode(sending)).toBe('METHOD_NOT_SUPPORTED')
    },
  },
  {
    id: 'balance',
    title: "getBalance answers the node's balance in the network's currency",
    applies: (env) => env.balance !== 'unsupported' && sendCheck(env) !== undefined,
    async run(run) {
      const { adapter, result, network } = await run.connect()
      const { readBalance } = sendCheck(run.env) as SendCheck
      const balance = await adapter.getBalance({ address: result.address, caipNetwork: network })
      const { symbol, decimals } = network.nativeCurrency
      expect(balance.symbol).toBe(symbol)
      expect(parseUnits(balance.balance, decimals)).toBe(await readBalance(result.address, network))
    },
  },
  {
    id: 'balanceUnsupported',
    title: 'getBalance rejects with METHOD_NOT_SUPPORTED (declared unsupported)',
    applies: (env) => env.balance === 'unsupported',
    async run(run) {
      const { adapter, result, network } = await run.connect()
      const reading = adapter.getBalance({ address: result.address, caipNetwork: network })
      expect(await rejectionCode(reading)).toBe('METHOD_NOT_SUPPORTED')
    },
  },
  {
    id: 'capabilities',
    title: 'the declared capabilities are functions that work while connected',
    async run(run) {
      const connection = await run.connect()
      const { adapter } = connection
      const capabilities = (adapter.capabilities ?? {}) as Record<string, unknown>
      const declared = Object.keys(capabilities).filter((name) => capabilities[name] !== undefined)
      const probes = (run.env.capabilities ?? {}) as Record<string, CapabilityProbe | undefined>
      expect(declared.sort(), 'declared capabilities').toEqual(Object.keys(probes).sort())
      for (const name of declared) {
        expect(typeof capabilities[name], `capability ${name}`).toBe('function')
        const capability = getCapability(adapter, name as CapabilityName)
        await (probes[name] as CapabilityProbe)(capability as never, connection)
      }
    },
  },
  {
    id: 'accountChanged',
    title: 'the wallet switching account emits accountChanged with a valid address',
    async run(run) {
      const { adapter, result } = await run.connect()
      const changed = await nextAdapterEvent(
        adapter,
        'accountChanged',
        () => run.wallet.switchAccount(),
        { timeoutMs: run.env.waitMs },
      )
      expect(adapter.family.isAddress(changed.address), changed.address).toBe(true)
      expect(changed.address).not.toBe(result.address)
    },
  },
  {
    id: 'walletDisconnect',
    title: 'the wallet ending the connection emits disconnect',
    async run(run) {
      const { adapter } = await run.connect()
      await nextAdapterEvent(adapter, 'disconnect', () => run.wallet.disconnect(), {
        timeoutMs: run.env.waitMs,
      })
      expect(adapter.getProvider()).toBeUndefined()
    },
  },
]
