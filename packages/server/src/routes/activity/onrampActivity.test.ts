import { createActivityApiSource } from '@gangway/core'
import {
  type AnvilNode,
  anvilPrivateKey,
  type LocalOnramp,
  localPublicClient,
  startAnvil,
  startLocalOnramp,
} from '@gangway/testing'
import { createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testConfig, useTestServers } from '../../testing/testServer.testing.js'
import type { HistoryPage } from '../shared/answerSchemas.js'

const buyerKey = anvilPrivateKey(7)
const buyer = privateKeyToAccount(buyerKey).address
const friend = privateKeyToAccount(anvilPrivateKey(6)).address

describe('GET /history?onramp= (on-ramp deliveries marked)', { timeout: 60_000 }, () => {
  const servers = useTestServers()
  let node: AnvilNode
  let onramp: LocalOnramp
  let url: string

  beforeAll(async () => {
    node = await startAnvil()
    onramp = await startLocalOnramp({ rpcUrl: node.rpcUrl, network: 'eip155:31337' })
    url = (
      await servers(
        testConfig({
          chains: [
            {
              caipNetworkId: 'eip155:31337',
              rpcUrls: [node.rpcUrl],
              native: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 2000 },
            },
          ],
        }),
      )
    ).url
    // A purchase through the local on-ramp (its page's Pay), then a plain transfer from a friend.
    const paid = await fetch(`${onramp.url}/buy`, {
      method: 'POST',
      body: new URLSearchParams({
        address: buyer,
        network: 'eip155:31337',
        asset: 'ETH',
        amount: '40',
      }),
    })
    expect(paid.status).toBe(200)
    const wallet = createWalletClient({
      account: privateKeyToAccount(anvilPrivateKey(6)),
      transport: http(node.rpcUrl),
    })
    const hash = await wallet.sendTransaction({ chain: null, to: buyer, value: parseEther('1') })
    await localPublicClient(node.rpcUrl).waitForTransactionReceipt({ hash })
  }, 60_000)
  afterAll(async () => {
    await onramp?.close()
    await node?.stop()
  })

  const types = (page: HistoryPage) =>
    page.data.map((entry) => [entry.metadata.sentFrom, entry.metadata.operationType])

  it("marks what the provider's sender delivered 'onramp', through the kit's activity source", async () => {
    const source = createActivityApiSource({ url })
    const page = (await source.getTransactions({
      address: buyer,
      caipNetworkId: 'eip155:31337',
      onramp: onramp.sender.toLowerCase(),
    })) as HistoryPage
    expect(types(page)).toEqual([
      [friend, 'receive'],
      [onramp.sender, 'onramp'],
    ])
    expect(page.data[1]?.transfers[0]).toMatchObject({
      direction: 'in',
      quantity: { numeric: '0.02' },
    })
    // Without the parameter, the same delivery is a plain receive.
    const plain = (await source.getTransactions({
      address: buyer,
      caipNetworkId: 'eip155:31337',
    })) as HistoryPage
    expect(types(plain)).toEqual([
      [friend, 'receive'],
      [onramp.sender, 'receive'],
    ])
  })

  it("refuses an onramp that is not a list of the network's addresses, naming it", async () => {
    for (const onrampParam of [
      'nope',
      `${onramp.sender},x`,
      Array(17).fill(onramp.sender).join(','),
    ]) {
      const query = new URLSearchParams({
        address: buyer,
        caipNetworkId: 'eip155:31337',
        onramp: onrampParam,
      })
      const response = await fetch(`${url}/history?${query}`)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        error: { code: 'INVALID_REQUEST', field: 'onramp' },
      })
    }
  })
})
