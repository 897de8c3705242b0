import { registrationMessage } from '@gangway/core/names'
import { beforeAll, describe, expect, it } from 'vitest'
import { useContractAccountChain } from '../../testing/contractAccount.testing.js'
import { NAMES_DOMAIN, NAMES_PUBLIC_URL, postJson } from './nameRegistration.testing.js'

// A name for an EIP-1271 contract account on anvil: its owner's signature registers it (checked
// on the chain the server serves, through viem), another key's is refused and nothing stored.
const chain = useContractAccountChain({ publicUrl: NAMES_PUBLIC_URL })
const { owner, stranger } = chain
let url = ''
let count: () => Promise<number>
const unique = () => `s${Math.random().toString(36).slice(2, 10)}`

beforeAll(() => {
  url = chain.started.url
  count = async () =>
    (
      await chain.started.server.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM account_names',
      )
    )[0]?.count ?? 0
})

/** The contract account's registration, signed by `signer`, on `chainId`. */
async function registration(signer = owner, chainId = chain.node.chainId) {
  const coinType = (0x80000000 | chainId) >>> 0
  const message = registrationMessage({
    domain: NAMES_DOMAIN,
    name: `${unique()}.gangway.eth`,
    coinType,
    address: chain.account,
    timestamp: Date.now(),
  })
  return {
    coinType,
    address: chain.account,
    message,
    signature: await signer.signMessage({ message }),
  }
}

describe('a name for an EIP-1271 contract account on anvil', { timeout: 30_000 }, () => {
  it("registers with its owner's signature: the name is the contract's", async () => {
    const body = await registration()
    const response = await postJson(url, '/names/register', body)
    expect(response.status, await response.clone().text()).toBe(201)
    const { addresses } = await response.json()
    expect(Object.values(addresses)).toEqual([{ address: chain.account }])
  })

  it("is refused with another key's signature, or on a chain the server does not serve", async () => {
    const before = await count()
    for (const body of [await registration(stranger), await registration(owner, 1)]) {
      const response = await postJson(url, '/names/register', body)
      expect(response.status).toBe(401)
      expect((await response.json()).error).toMatchObject({
        code: 'INVALID_SIGNATURE',
        field: 'signature',
      })
    }
    expect(await count()).toBe(before)
  })
})
