import { buildOnRampUrl } from '@gangway/core/onramp'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anvilPrivateKey } from '../anvil/anvilAccounts.js'
import { type AnvilNode, startAnvil } from '../anvil/startAnvil.js'
import { localPublicClient } from '../contracts/deployContract.js'
import { deployTestTokens } from '../contracts/deployTestTokens.js'
import { type LocalOnramp, startLocalOnramp } from './startLocalOnramp.js'

const buyer = privateKeyToAccount(anvilPrivateKey(8)).address

describe('the local on-ramp on anvil', { timeout: 60_000 }, () => {
  let node: AnvilNode
  let onramp: LocalOnramp
  let usdc: `0x${string}`

  beforeAll(async () => {
    node = await startAnvil()
    const tokens = await deployTestTokens(node.rpcUrl, { deployer: anvilPrivateKey(5) })
    usdc = tokens.USDC
    onramp = await startLocalOnramp({
      rpcUrl: node.rpcUrl,
      network: 'eip155:31337',
      assets: [
        { symbol: 'ETH', decimals: 18, priceUsd: 2000 },
        { symbol: 'USDC', decimals: 6, priceUsd: 1, token: usdc },
      ],
    })
  })
  afterAll(async () => {
    await onramp?.close()
    await node?.stop()
  })

  const pay = (fields: Record<string, string>) =>
    fetch(`${onramp.url}/buy`, { method: 'POST', body: new URLSearchParams(fields) })

  it('its descriptor builds the page URL the kit opens (checked by core), and the page shows the order', async () => {
    const url = buildOnRampUrl(onramp.provider, {
      address: buyer,
      network: 'eip155:31337',
      asset: 'ETH',
      amount: 20,
    })
    expect(url).toBe(
      `${onramp.url}/buy?address=${buyer}&network=eip155%3A31337&asset=ETH&amount=20`,
    )
    const page = await (await fetch(url)).text()
    expect(page).toContain('Pay 20 USD')
    expect(page).toContain(buyer)
  })

  it('paying sends real ETH and ERC-20 tokens from its anvil account to the address', async () => {
    const client = localPublicClient(node.rpcUrl)
    const before = await client.getBalance({ address: buyer })
    const paid = await pay({ address: buyer, network: 'eip155:31337', asset: 'ETH', amount: '20' })
    expect(paid.status).toBe(200)
    expect(await paid.text()).toContain('0.01')
    expect((await client.getBalance({ address: buyer })) - before).toBe(10n ** 16n)

    await pay({ address: buyer, network: 'eip155:31337', asset: 'USDC', amount: '5' })
    const held = await client.readContract({
      address: usdc,
      abi: [
        {
          type: 'function',
          name: 'balanceOf',
          stateMutability: 'view',
          inputs: [{ name: 'a', type: 'address' }],
          outputs: [{ type: 'uint256' }],
        },
      ],
      functionName: 'balanceOf',
      args: [buyer],
    })
    expect(held).toBe(5_000_000n)
    const receipt = await client.getTransaction({ hash: onramp.deliveries[0]!.hash })
    // Its deliveries are recognised by the sender its descriptor lists.
    expect(onramp.provider.deliveries?.senders['eip155:31337']).toEqual([onramp.sender])
    expect(receipt.from.toLowerCase()).toBe(onramp.sender.toLowerCase())
  })

  it('refuses a bad order by name, sending nothing', async () => {
    const count = onramp.deliveries.length
    const cases: [Record<string, string>, RegExp][] = [
      [{ address: 'nope', network: 'eip155:31337', asset: 'ETH', amount: '1' }, /Not an address/],
      [
        { address: buyer, network: 'eip155:1', asset: 'ETH', amount: '1' },
        /sells on eip155:31337 only/,
      ],
      [
        { address: buyer, network: 'eip155:31337', asset: 'DAI', amount: '1' },
        /sells ETH, USDC only/,
      ],
      [{ address: buyer, network: 'eip155:31337', asset: 'ETH', amount: '-3' }, /amount must be/],
    ]
    for (const [fields, reason] of cases) {
      const answer = await pay(fields)
      expect(answer.status).toBe(400)
      expect(await answer.text()).toMatch(reason)
    }
    expect(onramp.deliveries).toHaveLength(count)
  })
})
