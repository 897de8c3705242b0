// The counting proxy in front of a node: a REST node's paths and queries reach it (issue 38,
// item 9: they were dropped, so the proxy could not sit before a Cosmos-style REST API), and a
// JSON-RPC node's '/a' and '/b' endpoints stay one node with `paths: 'drop'`.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CountingProxy, startCountingProxy } from './countingProxy.js'

let node: string
let closeNode: () => void
const proxies: CountingProxy[] = []
beforeAll(async () => {
  // The node answers with the path and query it was asked for.
  const server = createServer((request, response) => response.end(request.url))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  node = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  closeNode = () => server.close()
})
afterAll(async () => {
  for (const proxy of proxies) await proxy.close()
  closeNode?.()
})

const asked = async (url: string) => (await fetch(url)).text()

describe('startCountingProxy', () => {
  it("forwards a request's path and query after the target's path, and counts it", async () => {
    const proxy = await startCountingProxy(`${node}/rest`)
    proxies.push(proxy)
    expect(await asked(`${proxy.url}/cosmos/bank/v1beta1/balances/cosmos1abc?denom=uatom`)).toBe(
      '/rest/cosmos/bank/v1beta1/balances/cosmos1abc?denom=uatom',
    )
    expect(await asked(proxy.url)).toBe('/rest')
    expect(proxy.count()).toBe(2)
  })

  it("with paths: 'drop', every request reaches the target URL as it is", async () => {
    const proxy = await startCountingProxy(`${node}/rpc?key=1`, { paths: 'drop' })
    proxies.push(proxy)
    expect(await asked(`${proxy.url}/a`)).toBe('/rpc?key=1')
    expect(await asked(`${proxy.url}/b?x=2`)).toBe('/rpc?key=1')
    expect(proxy.count()).toBe(2)
  })
})
