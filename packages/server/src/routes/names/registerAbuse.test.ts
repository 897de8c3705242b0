import { describe, expect, it } from 'vitest'
import { START_TIMEOUT_MS, testConfig, useTestServers } from '../../testing/testServer.testing.js'
import {
  namesTestConfig,
  newAccount,
  postJson,
  signedRegistration,
} from './nameRegistration.testing.js'

// Issue 35's attacks on /names: labels that are not names, a signature made for another
// server, one key registering names without end. Each refusal stores nothing.

const servers = useTestServers()
let shared: ReturnType<typeof servers> | undefined
const start = () => {
  shared ??= servers(namesTestConfig({ names: { suffix: 'gangway.eth', maxNamesPerAddress: 3 } }))
  return shared
}
const unique = () => `a${Math.random().toString(36).slice(2, 10)}`

async function countNames() {
  const { server } = await start()
  const [row] = await server.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM account_names',
  )
  return row?.count ?? 0
}

async function expectRefused(
  body: unknown,
  status: number,
  error: { code: string; field?: string; message?: string },
) {
  const { url } = await start()
  const before = await countNames()
  const response = await postJson(url, '/names/register', body)
  expect(response.status).toBe(status)
  expect((await response.json()).error).toMatchObject(error)
  expect(await countNames()).toBe(before)
}

describe('/names under attack', { timeout: START_TIMEOUT_MS }, () => {
  it.each([
    [
      'an xn-- homograph (аррӏе, Cyrillic)',
      'xn--80ak6aa92e',
      'name: an xn-- label must stand for a normalised name (whole-script confusable: Cyrillic/Latin) (a label.gangway.eth)',
    ],
    [
      'a label of hyphens only',
      '--------',
      'name: no hyphen at the start or the end (a DNS label) (a label.gangway.eth)',
    ],
    [
      'a 200-character label',
      'a'.repeat(200),
      'name: at most 63 characters (a DNS label) (a label.gangway.eth)',
    ],
    [
      'a label with "--" in the third and fourth places',
      'ab--cd',
      'name: no "--" as the third and fourth characters, except an xn-- label (a label.gangway.eth)',
    ],
  ])('refuses %s: register and lookup answer 400 with the reason', async (_, label, message) => {
    await expectRefused(await signedRegistration(newAccount(), label), 400, {
      code: 'INVALID_REQUEST',
      field: 'name',
      message,
    })
    const { url } = await start()
    const lookup = await fetch(`${url}/names/lookup?name=${encodeURIComponent(label)}`)
    expect(lookup.status).toBe(400)
    expect((await lookup.json()).error.message).toBe(
      message.replace('(a label.gangway.eth)', '(a label, or a label.gangway.eth)'),
    )
  })

  it('stores the ENSIP-15 normalised name: an xn-- label and its Unicode label are one name', async () => {
    const { url } = await start()
    const label = `café${unique()}`
    const response = await postJson(
      url,
      '/names/register',
      await signedRegistration(newAccount(), label.toUpperCase()),
    )
    expect(response.status, await response.clone().text()).toBe(201)
    expect((await response.json()).name).toBe(`${label}.gangway.eth`)
    const ascii = new URL(`http://${label}.gangway.eth`).hostname.split('.')[0]
    expect(ascii).toMatch(/^xn--/)
    const lookup = await fetch(`${url}/names/lookup?name=${ascii}`)
    expect((await lookup.json()).name).toBe(`${label}.gangway.eth`)
    await expectRefused(await signedRegistration(newAccount(), `${ascii}.gangway.eth`), 409, {
      code: 'NAME_TAKEN',
    })
  })

  it('refuses a signature made for another server, one over a bare label, one without a domain', async () => {
    const account = newAccount()
    // Signed for another server: the same body registered there would be refused here.
    await expectRefused(
      await signedRegistration(account, unique(), { domain: 'other-server.example' }),
      400,
      {
        code: 'INVALID_REQUEST',
        field: 'domain',
        message:
          'domain: the message is signed for other-server.example, not for this server (names.test)',
      },
    )
    // A Host header naming another server changes nothing: the domain is the configured one.
    const { url } = await start()
    const body = await signedRegistration(account, unique(), { domain: '127.0.0.1' })
    const viaHost = await fetch(`${url}/names/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: '127.0.0.1' },
      body: JSON.stringify(body),
    })
    expect(viaHost.status).toBe(400)
    // The label alone: the suffix is not signed.
    await expectRefused(await signedRegistration(account, unique(), { exactName: true }), 400, {
      code: 'INVALID_REQUEST',
      field: 'name',
      message: 'name: the message must name the full name, a label.gangway.eth',
    })
    // The message of the old format (no domain).
    const message = JSON.stringify({
      name: `${unique()}.gangway.eth`,
      coinType: body.coinType,
      address: account.address,
      timestamp: Date.now(),
    })
    await expectRefused(
      { ...body, message, signature: await account.signMessage({ message }) },
      400,
      { code: 'INVALID_REQUEST', field: 'message' },
    )
  })

  it('caps the names of one address (names.maxNamesPerAddress), also when they race', async () => {
    const { url } = await start()
    const hoarder = newAccount()
    const bodies = await Promise.all(
      Array.from({ length: 8 }, () => signedRegistration(hoarder, unique())),
    )
    const answers = await Promise.all(bodies.map((body) => postJson(url, '/names/register', body)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      201, 201, 201, 403, 403, 403, 403, 403,
    ])
    const refused = await answers.find((answer) => answer.status === 403)?.json()
    expect(refused.error).toEqual({
      code: 'NAME_LIMIT',
      field: 'address',
      message: 'address: holds 3 names already, the most one address may register here',
    })
    const names = await (await fetch(`${url}/names/reverse?address=${hoarder.address}`)).json()
    expect(names.names).toHaveLength(3)
    // Another coin type does not open a new allowance; another address has its own.
    await expectRefused(await signedRegistration(hoarder, unique(), { coinType: 60 }), 403, {
      code: 'NAME_LIMIT',
    })
    const other = await postJson(
      url,
      '/names/register',
      await signedRegistration(newAccount(), unique()),
    )
    expect(other.status).toBe(201)
  })
})

describe('a server without publicUrl', { timeout: START_TIMEOUT_MS }, () => {
  it('refuses registrations (503 NAMES_DOMAIN_UNSET): it has no domain to bind them to', async () => {
    const { url } = await servers(testConfig())
    const response = await postJson(
      url,
      '/names/register',
      await signedRegistration(newAccount(), unique(), { domain: new URL(url).host }),
    )
    expect(response.status).toBe(503)
    expect((await response.json()).error.code).toBe('NAMES_DOMAIN_UNSET')
  })
})
