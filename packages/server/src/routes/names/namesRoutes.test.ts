import { describe, expect, it } from 'vitest'
import { ORIGIN, START_TIMEOUT_MS, useTestServers } from '../../testing/testServer.testing.js'
import {
  ANVIL_COIN_TYPE,
  namesTestConfig,
  newAccount,
  postJson,
  signedRegistration,
} from './nameRegistration.testing.js'

const servers = useTestServers()
let shared: ReturnType<typeof servers> | undefined
/** One server for the file: each test registers names of its own. */
const start = () => {
  shared ??= servers(namesTestConfig())
  return shared
}
const unique = () => `n${Math.random().toString(36).slice(2, 10)}`

describe('/names: register, lookup, reverse, suggestions', { timeout: START_TIMEOUT_MS }, () => {
  it('registers a name signed by its address; lookup (any case) and reverse read it back', async () => {
    const { server, url } = await start()
    const account = newAccount()
    const label = unique()
    const response = await postJson(
      url,
      '/names/register',
      await signedRegistration(account, `${label}.gangway.eth`),
      ORIGIN,
    )
    expect(response.status).toBe(201)
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    const registered = await response.json()
    expect(registered).toMatchObject({
      name: `${label}.gangway.eth`,
      addresses: { [ANVIL_COIN_TYPE]: { address: account.address } },
    })
    const lookup = await fetch(`${url}/names/lookup?name=${label.toUpperCase()}.Gangway.eth`)
    expect(lookup.status).toBe(200)
    expect(await lookup.json()).toEqual(registered)
    const byLabel = await fetch(`${url}/names/lookup?name=${label}`)
    expect(await byLabel.json()).toEqual(registered)
    const reverse = await fetch(
      `${url}/names/reverse?address=${account.address.toLowerCase()}&coinType=${ANVIL_COIN_TYPE}`,
    )
    expect(await reverse.json()).toEqual({ names: [registered] })
    const otherChain = await fetch(`${url}/names/reverse?address=${account.address}&coinType=60`)
    expect(await otherChain.json()).toEqual({ names: [] })
    const rows = await server.db.query('SELECT project_id FROM account_names WHERE name = $1', [
      `${label}.gangway.eth`,
    ])
    expect(rows).toEqual([{ project_id: 'demo' }])
  })

  it('registers with a bare label and with chainId instead of coinType (chain 1 → 60)', async () => {
    const { url } = await start()
    const account = newAccount()
    const label = unique()
    const body = await signedRegistration(account, label, { coinType: 60 })
    const response = await postJson(url, '/names/register', {
      ...body,
      coinType: undefined,
      chainId: 1,
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({
      name: `${label}.gangway.eth`,
      addresses: { 60: { address: account.address } },
    })
  })

  it('answers 404 to a name nobody registered and 400 to one against the rule', async () => {
    const { url } = await start()
    const missing = await fetch(`${url}/names/lookup?name=${unique()}.gangway.eth`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ error: { code: 'NOT_FOUND', field: 'name' } })
    for (const name of ['abc', 'bob.smith', 'alice.other.eth', 'a_b_c_d']) {
      const bad = await fetch(`${url}/names/lookup?name=${encodeURIComponent(name)}`)
      expect(bad.status).toBe(400)
      expect(await bad.json()).toMatchObject({ error: { code: 'INVALID_REQUEST', field: 'name' } })
    }
  })

  it('suggests the name and variants, saying which are registered', async () => {
    const { url } = await start()
    const label = unique()
    const account = newAccount()
    await postJson(url, '/names/register', await signedRegistration(account, `${label}1`))
    const response = await fetch(`${url}/names/suggestions?name=${label.toUpperCase()}`)
    expect(response.status).toBe(200)
    const { suggestions } = await response.json()
    expect(suggestions[0]).toEqual({ name: `${label}.gangway.eth`, registered: false })
    expect(suggestions[1]).toEqual({ name: `${label}1.gangway.eth`, registered: true })
    expect(suggestions.length).toBeGreaterThan(2)
    expect(suggestions.slice(2).every((entry: { registered: boolean }) => !entry.registered)).toBe(
      true,
    )
    expect((await fetch(`${url}/names/suggestions?name=ab`)).status).toBe(400)
  })

  it('uses the configured suffix', async () => {
    const { url } = await servers(namesTestConfig({ names: { suffix: 'names.test' } }))
    const label = unique()
    const response = await postJson(
      url,
      '/names/register',
      await signedRegistration(newAccount(), `${label}.names.test`),
    )
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ name: `${label}.names.test` })
    expect((await fetch(`${url}/names/lookup?name=${label}.gangway.eth`)).status).toBe(400)
  })
})
