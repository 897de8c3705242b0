// Account names on the demo's own @gangway/server (its `/names/*` routes, as the kit registers
// them): a funded key of a test's own, a name registered for it, and the injected test wallet
// signing with that key, so no other scenario's account gets a name.
import { type Hex, numberToHex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect } from 'vitest'
import type { DemoRun } from '../globalSetup.js'
import { demoRun, laneWalletScript } from './harness.js'

/** The demo server's name suffix. */
export const NAME_SUFFIX = 'gangway.eth'

/** Gives `address` ETH on the demo's first chain (anvil's own method). */
export async function fund(demo: DemoRun, address: string, eth: string) {
  const response = await fetch(demo.config.chains[0]!.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, numberToHex(parseEther(eth))],
    }),
  })
  expect((await response.json()).error).toBeUndefined()
}

/**
 * Registers `label` straight on the demo's server for `key` (a fresh key by default: someone
 * else's name), signed as the kit signs it; returns the key's address.
 */
export async function registerOnServer(
  demo: DemoRun,
  label: string,
  key: Hex = generatePrivateKey(),
) {
  const account = privateKeyToAccount(key)
  const coinType = (0x80000000 | demo.config.chains[0]!.chainId) >>> 0
  // What the kit signs (core's registrationMessage): this server, the full name, the chain.
  const message = JSON.stringify({
    domain: new URL(demo.config.serverUrl).host,
    name: `${label}.${NAME_SUFFIX}`,
    coinType,
    address: account.address,
    timestamp: Date.now(),
  })
  const response = await fetch(`${demo.config.serverUrl}/names/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coinType,
      address: account.address,
      signature: await account.signMessage({ message }),
      message,
    }),
  })
  expect(response.status).toBe(201)
  return account.address
}

/** The injected test wallet with a key of its own (not the demo wallet other scenarios use). */
export function freshWallet(key: Hex): Promise<string> {
  return laneWalletScript(demoRun(), key)
}
