import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startOAuthProvider, type TestOAuthProvider } from './startOAuthProvider.js'

let provider: TestOAuthProvider
beforeAll(async () => {
  provider = await startOAuthProvider()
})
afterAll(() => provider?.close())

const REDIRECT = 'http://127.0.0.1:9/callback'

async function authorize(challenge: string, nonce = 'n-1') {
  const url = new URL(provider.authorizationUrl)
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: 'client-1',
    redirect_uri: REDIRECT,
    state: 'state-1',
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString()
  const response = await fetch(url, { redirect: 'manual' })
  expect(response.status).toBe(302)
  const back = new URL(response.headers.get('location') ?? '')
  expect(back.origin + back.pathname).toBe(REDIRECT)
  expect(back.searchParams.get('state')).toBe('state-1')
  return back.searchParams.get('code') ?? ''
}

const exchange = (code: string, verifier: string) =>
  fetch(provider.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      client_id: 'client-1',
      redirect_uri: REDIRECT,
    }),
  })

describe('startOAuthProvider', { timeout: 20_000 }, () => {
  it('serves discovery on 127.0.0.1 and signs the next user in through the code flow with PKCE', async () => {
    expect(provider.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const discovery = (await (
      await fetch(`${provider.issuer}/.well-known/openid-configuration`)
    ).json()) as Record<string, string>
    expect(discovery.issuer).toBe(provider.issuer)
    expect(discovery.authorization_endpoint).toBe(provider.authorizationUrl)

    provider.setNextUser({ sub: 'user-42', email: 'ada@example.com', name: 'Ada' })
    const verifier = randomBytes(32).toString('base64url')
    const challenge = createHash('sha256').update(verifier).digest('base64url')
    const code = await authorize(challenge, 'nonce-42')
    expect(provider.authorizations.at(-1)?.get('client_id')).toBe('client-1')

    const response = await exchange(code, verifier)
    expect(response.status).toBe(200)
    const tokens = (await response.json()) as { id_token: string; access_token: string }
    // (The server's social tests verify its signature against the JWKS.)
    const payload = JSON.parse(
      Buffer.from(tokens.id_token.split('.')[1] ?? '', 'base64url').toString(),
    )
    expect(payload).toMatchObject({
      iss: provider.issuer,
      aud: 'client-1',
      sub: 'user-42',
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada',
      nonce: 'nonce-42',
    })
    const userinfo = await fetch(provider.userinfoUrl, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    })
    expect(await userinfo.json()).toEqual({
      sub: 'user-42',
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada',
    })
    expect(provider.exchanges()).toBe(1)
  })

  it('refuses a wrong verifier and a code exchanged twice; userinfo without a token is 401', async () => {
    provider.setNextUser({ sub: 'gh-7', userinfo: { id: 7, login: 'octo' } })
    const verifier = randomBytes(32).toString('base64url')
    const code = await authorize(createHash('sha256').update(verifier).digest('base64url'))
    expect((await exchange(code, randomBytes(32).toString('base64url'))).status).toBe(400)
    const second = await authorize(createHash('sha256').update(verifier).digest('base64url'))
    const ok = await exchange(second, verifier)
    expect(ok.status).toBe(200)
    const { access_token } = (await ok.json()) as { access_token: string }
    const userinfo = await fetch(provider.userinfoUrl, {
      headers: { authorization: `Bearer ${access_token}` },
    })
    expect(await userinfo.json()).toEqual({ id: 7, login: 'octo' })
    expect((await exchange(second, verifier)).status).toBe(400)
    expect((await fetch(provider.userinfoUrl)).status).toBe(401)
  })
})
