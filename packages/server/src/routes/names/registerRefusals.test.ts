import { describe, expect, it } from 'vitest'
import { START_TIMEOUT_MS, useTestServers } from '../../testing/testServer.testing.js'
import {
  namesTestConfig,
  newAccount,
  postJson,
  signedRegistration,
} from './nameRegistration.testing.js'

const servers = useTestServers()
let shared: ReturnType<typeof servers> | undefined
const start = () => {
  shared ??= servers(namesTestConfig())
  return shared
}
const unique = () => `r${Math.random().toString(36).slice(2, 10)}`

/** Posts the registration and checks the refusal, then that no row was added. */
async function expectRefused(
  body: unknown,
  status: number,
  error: { code: string; field: string; message?: string },
) {
  const { server, url } = await start()
  const count = async () =>
    (
      await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM account_names')
    )[0]?.count
  const before = await count()
  const response = await postJson(url, '/names/register', body)
  expect(response.status).toBe(status)
  expect((await response.json()).error).toMatchObject(error)
  expect(await count()).toBe(before)
}

describe('POST /names/register refusals: named, nothing stored', {
  timeout: START_TIMEOUT_MS,
}, () => {
  it('refuses a name taken in any case (409 NAME_TAKEN), the first owner kept', async () => {
    const { url } = await start()
    const label = unique()
    const first = newAccount()
    expect(
      (await postJson(url, '/names/register', await signedRegistration(first, label))).status,
    ).toBe(201)
    await expectRefused(
      await signedRegistration(newAccount(), `${label.toUpperCase()}.GANGWAY.ETH`),
      409,
      { code: 'NAME_TAKEN', field: 'name', message: `${label}.gangway.eth is taken` },
    )
    const owner = await (await fetch(`${url}/names/lookup?name=${label}`)).json()
    expect(Object.values(owner.addresses)).toEqual([{ address: first.address }])
  })

  it.each([
    ['a 3-character name', 'abc'],
    ['a name with a dot', 'bob.smith'],
    ['a name under another suffix', 'alice.other.eth'],
    ['a name with other characters', 'al ice'],
  ])('refuses %s (400 naming the rule)', async (_, name) => {
    await expectRefused(await signedRegistration(newAccount(), name), 400, {
      code: 'INVALID_REQUEST',
      field: 'name',
      message: 'name: at least 4 characters; only letters, digits and hyphen (a label.gangway.eth)',
    })
  })

  it('refuses a registration signed by another address (401 INVALID_SIGNATURE)', async () => {
    await expectRefused(
      await signedRegistration(newAccount(), unique(), { signer: newAccount() }),
      401,
      { code: 'INVALID_SIGNATURE', field: 'signature' },
    )
  })

  it('refuses a stale timestamp and one from the future (over 10 minutes)', async () => {
    for (const timestamp of [Date.now() - 11 * 60_000, Date.now() + 11 * 60_000])
      await expectRefused(await signedRegistration(newAccount(), unique(), { timestamp }), 400, {
        code: 'INVALID_REQUEST',
        field: 'timestamp',
      })
  })

  it("refuses a chain id of 2147483648 or more with 'Invalid chainId', given either way", async () => {
    const account = newAccount()
    const body = await signedRegistration(account, unique())
    await expectRefused({ ...body, coinType: undefined, chainId: 2_147_483_648 }, 400, {
      code: 'INVALID_REQUEST',
      field: 'chainId',
      message: 'Invalid chainId',
    })
    // 0x80000000 | 2147483648 does not fit 32 bits: its coin type is 0x100000000.
    const tooLarge = 0x80000000 + 2_147_483_648
    await expectRefused(await signedRegistration(account, unique(), { coinType: tooLarge }), 400, {
      code: 'INVALID_REQUEST',
      field: 'coinType',
      message: 'Invalid chainId',
    })
    await expectRefused(await signedRegistration(account, unique(), { coinType: 501 }), 400, {
      field: 'coinType',
      code: 'INVALID_REQUEST',
    })
  })

  it('refuses a message that does not match the request or is not JSON', async () => {
    const account = newAccount()
    const body = await signedRegistration(account, unique())
    await expectRefused({ ...body, address: newAccount().address }, 400, {
      field: 'message',
      code: 'INVALID_REQUEST',
    })
    await expectRefused({ ...body, coinType: 60 }, 400, {
      field: 'message',
      code: 'INVALID_REQUEST',
    })
    const signature = await account.signMessage({ message: 'not json' })
    await expectRefused({ ...body, message: 'not json', signature }, 400, {
      field: 'message',
      code: 'INVALID_REQUEST',
    })
    await expectRefused({ ...body, address: 'nope' }, 400, {
      field: 'address',
      code: 'INVALID_REQUEST',
    })
  })
})
