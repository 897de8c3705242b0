import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../../app/logger.js'
import { SESSION_ACCOUNT_FACTORY_07 } from '../../config/erc4337Schema.js'
import { createServer, type GangwayServer } from '../../createServer.js'
import { PROJECT, START_TIMEOUT_MS, testConfig } from '../../testing/testServer.testing.js'
import { newDevice, newEmail } from './embeddedTestSetup.testing.js'

// Issue 35, row 5: GET /embedded/project (no session, no Origin needed) handed out each chain's
// first rpcUrl, API key included; a MAIL_FAILED answer carried the SMTP server's error. Browsers
// now get the chains' publicRpcUrls only, and SMTP errors go to the log only.

const KEYED = 'https://eth-mainnet.rpc.example/v2/SECRET-API-KEY'
const PAYMASTER_KEY = `0x${'5ec7e7'.repeat(10)}5ec7`
const lines: string[] = []
let server: GangwayServer
beforeAll(async () => {
  server = await createServer(
    testConfig({
      publicUrl: 'http://127.0.0.1:1',
      chains: [
        {
          caipNetworkId: 'eip155:1',
          rpcUrls: [KEYED],
          publicRpcUrls: ['https://ethereum-rpc.publicnode.example'],
          native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
        {
          caipNetworkId: 'eip155:8453',
          name: 'Base',
          rpcUrls: ['https://base.rpc.example/?apikey=SECRET-BASE-KEY'],
          native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          erc4337: {
            bundlerUrl: 'https://bundler.example/rpc/SECRET-BUNDLER-KEY',
            paymaster: { address: `0x${'1'.repeat(40)}`, signerPrivateKey: PAYMASTER_KEY },
          },
        },
      ],
      // Nothing listens on port 9: every mail fails.
      embedded: {
        smtp: {
          url: 'smtp://mailuser:hunter2@127.0.0.1:9',
          from: 'Gangway <no-reply@test.example>',
        },
      },
    }),
    { databaseUrl: '', logger: createLogger('info', (line) => lines.push(line)) },
  )
}, START_TIMEOUT_MS)
afterAll(() => server?.close({ graceMs: 100 }))

describe('nothing secret is handed out', { timeout: 30_000 }, () => {
  it("GET /embedded/project: each chain's publicRpcUrls, never its rpcUrls", async () => {
    const answer = await server.app.request(`/embedded/project?projectId=${PROJECT}`)
    expect(answer.status).toBe(200)
    const text = await answer.text()
    expect(text).not.toContain('SECRET')
    expect(text).not.toContain(PAYMASTER_KEY.slice(2))
    expect(JSON.parse(text).chains).toEqual([
      {
        caipNetworkId: 'eip155:1',
        rpcUrl: 'https://ethereum-rpc.publicnode.example',
        native: { symbol: 'ETH', decimals: 18 },
      },
      // No public endpoint configured: the frame gets none (it signs there, reads nowhere). The
      // name and currency its approvals show; that it has ERC-4337, not its bundler or key.
      {
        caipNetworkId: 'eip155:8453',
        name: 'Base',
        native: { symbol: 'ETH', decimals: 18 },
        smartAccounts: true,
        accountFactory: SESSION_ACCOUNT_FACTORY_07,
        entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
      },
    ])
  })

  it('MAIL_FAILED: a fixed message; the SMTP error only in the log', async () => {
    const email = newEmail('smtp')
    const answer = await server.app.request(`/embedded/email/login?projectId=${PROJECT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, deviceId: newDevice() }),
    })
    expect(answer.status).toBe(502)
    expect(await answer.json()).toEqual({
      error: { code: 'MAIL_FAILED', message: 'The mail could not be sent; try again later' },
    })
    const logged = lines
      .map((line) => JSON.parse(line))
      .find((line) => line.message === 'mail failed')
    expect(logged).toMatchObject({ level: 'warn', error: expect.stringMatching(/ECONNREFUSED/) })
    expect(JSON.stringify(logged)).not.toContain('hunter2')
  })
})
