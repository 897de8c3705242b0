import { BITCOIN_TEST_NETWORKS, deriveBitcoinTestKeys } from '@gangway/testing/bitcoin'
import { signMessageBip322 } from '@gangway/testing/bitcoin/node'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  ORIGIN,
  PROJECT,
  START_TIMEOUT_MS,
  testConfig,
  useTestServers,
} from '../../testing/testServer.testing.js'
import { issueNonce } from './siwxStore.js'
import {
  counts,
  messageOf,
  newNonce,
  postVerify,
  type Started,
  sessionRequest,
} from './siwxTestSetup.testing.js'

const SECOND_ORIGIN = 'https://second.example'
const BITCOIN_MAINNET = 'bip122:000000000019d6689c085ae165831e93'
const start = useTestServers()
let started: Started
beforeAll(async () => {
  started = await start(
    testConfig({
      projects: [
        { id: PROJECT, origins: [ORIGIN, SECOND_ORIGIN] },
        { id: 'other', origins: ['https://other.example'] },
      ],
      siwx: {
        networks: [
          'eip155:1',
          'eip155:10',
          BITCOIN_TEST_NETWORKS.testnet.caipNetworkId,
          BITCOIN_MAINNET,
          'cosmos:cosmoshub-4',
        ],
      },
    }),
  )
}, START_TIMEOUT_MS)

const owner = privateKeyToAccount(generatePrivateKey())
const stranger = privateKeyToAccount(generatePrivateKey())
const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString()

/** Posts the request and expects the refusal, with the database as it was before. */
async function expectRefused(
  body: unknown,
  status: number,
  code: string,
  field?: string,
  options?: Parameters<typeof postVerify>[2],
) {
  const before = await counts(started)
  const response = await postVerify(started, body, options)
  const answer = (await response.json()) as {
    error: { code: string; field?: string; message: string }
  }
  expect({ status: response.status, ...answer.error }).toMatchObject({
    status,
    code,
    ...(field !== undefined && { field }),
  })
  expect(response.headers.get('set-cookie')).toBeNull()
  expect(await counts(started)).toEqual(before)
  return answer.error
}

/** An eip155 sign-in by `owner` with the message's fields overridden, signed by `signer`. */
async function evmSignIn(overrides = {}, signer = owner, chainId = 'eip155:1') {
  const message = messageOf(chainId, owner.address, await newNonce(started), overrides)
  return { message, signature: await signer.signMessage({ message }) }
}

describe('POST /siwx/verify refusals: each named, nothing stored', { timeout: 30_000 }, () => {
  it('a replayed nonce (the same signed message twice)', async () => {
    const body = await evmSignIn()
    expect((await postVerify(started, body)).status).toBe(200)
    await expectRefused(body, 401, 'SIWX_NONCE_USED', 'message.nonce')
  })

  it('the same sign-in sent twice at once: one session, the other named a replay', async () => {
    const body = await evmSignIn()
    const before = await counts(started)
    const answers = await Promise.all([postVerify(started, body), postVerify(started, body)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401])
    const refused = answers.find((answer) => answer.status === 401)
    expect(await refused?.json()).toMatchObject({ error: { code: 'SIWX_NONCE_USED' } })
    expect(await counts(started)).toEqual({
      sessions: before.sessions + 1,
      used: before.used + 1,
    })
  })

  it('an unknown nonce, and a nonce issued for another project', async () => {
    const message = messageOf('eip155:1', owner.address, 'abcdefghijklmnop12345678')
    await expectRefused(
      { message, signature: await owner.signMessage({ message }) },
      401,
      'SIWX_NONCE_UNKNOWN',
      'message.nonce',
    )
    const response = await fetch(`${started.url}/siwx/nonce?projectId=other`, { method: 'POST' })
    const { nonce } = (await response.json()) as { nonce: string }
    const theirs = messageOf('eip155:1', owner.address, nonce)
    await expectRefused(
      { message: theirs, signature: await owner.signMessage({ message: theirs }) },
      401,
      'SIWX_NONCE_UNKNOWN',
    )
  })

  it('an old nonce is dropped an hour after it expired: a replay then is an unknown nonce', async () => {
    const body = await evmSignIn()
    expect((await postVerify(started, body)).status).toBe(200)
    const nonce = /Nonce: (\w+)/.exec(body.message)?.[1]
    const { db } = started.server
    // A sweep now (this process's last one was before `swept`), then none for a minute.
    const swept = Date.now() + 120_000
    await issueNonce(db, 'any', swept)
    await db.query(
      `UPDATE siwx_nonces SET expires_at = now() - interval '61 minutes' WHERE nonce = $1`,
      [nonce],
    )
    // Unknown at once, before any sweep reaches it.
    await expectRefused(body, 401, 'SIWX_NONCE_UNKNOWN', 'message.nonce')
    const kept = () => db.query('SELECT 1 FROM siwx_nonces WHERE nonce = $1', [nonce])
    await issueNonce(db, 'any', swept + 59_999)
    expect(await kept()).toHaveLength(1)
    // A minute after the last sweep, the next nonce sweeps: the row is gone.
    await issueNonce(db, 'any', swept + 60_000)
    expect(await kept()).toEqual([])
  })

  it('a nonce older than 10 minutes', async () => {
    const body = await evmSignIn()
    const nonce = /Nonce: (\w+)/.exec(body.message)?.[1]
    await started.server.db.query(
      `UPDATE siwx_nonces SET expires_at = now() - interval '1 second' WHERE nonce = $1`,
      [nonce],
    )
    await expectRefused(body, 401, 'SIWX_NONCE_EXPIRED', 'message.nonce')
  })

  it('an expired message, one not valid yet, and one issued in the future', async () => {
    await expectRefused(
      await evmSignIn({ issuedAt: minutes(-10), expirationTime: minutes(-5) }),
      401,
      'SIWX_MESSAGE_EXPIRED',
      'message.expirationTime',
    )
    await expectRefused(
      await evmSignIn({ notBefore: minutes(5) }),
      401,
      'SIWX_NOT_YET_VALID',
      'message.notBefore',
    )
    await expectRefused(
      await evmSignIn({ issuedAt: minutes(5) }),
      401,
      'SIWX_NOT_YET_VALID',
      'message.issuedAt',
    )
    // Within the allowed clock skew (60 s), a Not Before just ahead passes.
    expect((await postVerify(started, await evmSignIn({ notBefore: minutes(0.25) }))).status).toBe(
      200,
    )
  })

  it("a wrong domain: not one of the project's hosts, or not the request's origin", async () => {
    await expectRefused(
      await evmSignIn({ domain: 'evil.example', uri: 'https://evil.example/login' }),
      401,
      'SIWX_DOMAIN_MISMATCH',
      'message.domain',
    )
    // app.example is the project's, but the request comes from its other origin.
    await expectRefused(await evmSignIn(), 401, 'SIWX_DOMAIN_MISMATCH', 'message.domain', {
      origin: SECOND_ORIGIN,
    })
  })

  it("a wrong URI: another host's, or the domain's host on a scheme the project does not allow", async () => {
    await expectRefused(
      await evmSignIn({ uri: 'https://evil.example/login' }),
      401,
      'SIWX_URI_MISMATCH',
      'message.uri',
    )
    await expectRefused(
      await evmSignIn({ uri: 'http://app.example/login' }),
      401,
      'SIWX_URI_MISMATCH',
      'message.uri',
    )
  })

  it('a wrong chain: a network sign-in does not accept, a namespace it cannot verify, an address of another network', async () => {
    await expectRefused(
      await evmSignIn({}, owner, 'eip155:8453'),
      400,
      'SIWX_CHAIN_UNSUPPORTED',
      'message.chainId',
    )
    const cosmos = messageOf('cosmos:cosmoshub-4', 'cosmos1abcdefghijkl', await newNonce(started))
    await expectRefused({ message: cosmos, signature: 'c2ln' }, 400, 'SIWX_CHAIN_UNSUPPORTED')
    // A testnet key's address in a message for Bitcoin mainnet.
    const key = deriveBitcoinTestKeys({ network: 'testnet' }).payment
    const mainnet = messageOf(BITCOIN_MAINNET, key.address, await newNonce(started))
    const refusal = await expectRefused(
      { message: mainnet, signature: signMessageBip322(key, mainnet) },
      400,
      'SIWX_ADDRESS_INVALID',
      'message.accountAddress',
    )
    expect(refusal.message).toBe('message.accountAddress: not a Bitcoin mainnet address')
  })

  it("a signature by another key; the nonce stays unused, so the owner's own signature then passes", async () => {
    const forged = await evmSignIn({}, stranger)
    await expectRefused(forged, 401, 'SIWX_SIGNATURE_INVALID', 'signature')
    const own = await owner.signMessage({ message: forged.message })
    expect((await postVerify(started, { message: forged.message, signature: own })).status).toBe(
      200,
    )
  })

  it('a malformed message, a missing signature and an address that is not one', async () => {
    await expectRefused(
      { message: 'hello', signature: '0x00' },
      400,
      'SIWX_MESSAGE_INVALID',
      'message',
    )
    const { message } = await evmSignIn()
    await expectRefused(
      { message: message.replace('Version: 1', 'Version: 2'), signature: '0x00' },
      400,
      'SIWX_MESSAGE_INVALID',
    )
    await expectRefused({ message }, 400, 'INVALID_REQUEST', 'message')
    const bad = messageOf('eip155:1', '0x1234', await newNonce(started))
    await expectRefused(
      { message: bad, signature: '0x00' },
      400,
      'SIWX_ADDRESS_INVALID',
      'message.accountAddress',
    )
  })
})

describe('a CACAO (WalletConnect one-click sign-in)', { timeout: 30_000 }, () => {
  const cacaoOf = async (signer = owner) => {
    const nonce = await newNonce(started)
    const p = {
      domain: 'app.example',
      iss: `did:pkh:eip155:1:${owner.address}`,
      aud: `${ORIGIN}/login`,
      version: '1' as const,
      nonce,
      iat: new Date().toISOString(),
      statement: 'Sign in to the test app.',
    }
    const message = messageOf('eip155:1', owner.address, nonce, {
      issuedAt: p.iat,
      uri: p.aud,
    })
    return {
      message,
      cacao: {
        h: { t: 'caip122' },
        p,
        s: { t: 'eip191', s: await signer.signMessage({ message }) },
      },
    }
  }

  it('is checked as the EIP-4361 text of its payload', async () => {
    const { cacao } = await cacaoOf()
    const response = await postVerify(started, { cacao })
    expect(response.status).toBe(200)
    const { token, session } = (await response.json()) as {
      token: string
      session: { address: string }
    }
    expect(session.address).toBe(`eip155:1:${owner.address}`)
    expect((await sessionRequest(started, 'GET', { token })).status).toBe(200)
  })

  it("is refused when signed by another key, or sent with a message that is not its payload's", async () => {
    await expectRefused({ cacao: (await cacaoOf(stranger)).cacao }, 401, 'SIWX_SIGNATURE_INVALID')
    const { cacao, message } = await cacaoOf()
    await expectRefused(
      { cacao, message: message.replace('Sign in', 'Sign up') },
      400,
      'SIWX_MESSAGE_INVALID',
      'message',
    )
  })
})

describe('a sign-in that fails after its checks stores nothing', {
  timeout: START_TIMEOUT_MS,
}, () => {
  it('a signing key that cannot sign: 500, no session, the nonce still unused', async () => {
    // The operator's key is not a P-256 point: the token cannot be made.
    const broken = 'A'.repeat(43)
    const misconfigured = await start(
      testConfig({
        siwx: { signingKey: { kty: 'EC', crv: 'P-256', x: broken, y: broken, d: broken } },
      }),
    )
    const message = messageOf('eip155:1', owner.address, await newNonce(misconfigured))
    const response = await postVerify(misconfigured, {
      message,
      signature: await owner.signMessage({ message }),
    })
    expect(response.status).toBe(500)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await counts(misconfigured)).toEqual({ sessions: 0, used: 0 })
  })
})
