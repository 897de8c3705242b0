import { createPublicKey, verify } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../browser/launchBrowser.js'
import {
  bundleSolanaBrowserWallet,
  solanaTestWalletInitScript,
} from './solanaTestWalletInitScript.js'
import { type SolanaValidator, startSolanaValidator } from './startSolanaValidator.js'

const keypair = Keypair.generate()

// A dapp page that discovers wallets the Wallet Standard way (what getWallets() does).
const PAGE = `<!doctype html><html><head><title>dapp</title></head><body><script>
  window.registered = []
  const api = { register: (wallet) => { window.registered.push(wallet); return () => {} } }
  window.addEventListener('wallet-standard:register-wallet', (event) => event.detail(api))
  window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
</script></body></html>`

describe('Solana test wallet in Chromium (init script)', () => {
  let validator: SolanaValidator
  let server: Server
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(PAGE)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    ;[validator, browser] = await Promise.all([startSolanaValidator(), launchBrowser()])
    validator.airdrop(keypair.publicKey, LAMPORTS_PER_SOL)
    page = await browser.newPage()
    await page.addInitScript(
      await solanaTestWalletInitScript({
        rpcUrl: validator.rpcUrl,
        secretKey: keypair.secretKey,
        name: 'Page Wallet',
      }),
    )
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
    // ≈ 4 s alone; a fresh run beside the install step's five npm installs (load ≈ 9) passed
    // 60 s here: the limit of the suite's other hooks that start a node and a browser.
  }, 120_000)
  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => server?.close(resolve))
    await validator?.stop()
  })

  it('bundles without viem (the EVM wallet is not part of this script)', async () => {
    const bundle = await bundleSolanaBrowserWallet()
    expect(bundle).toContain('wallet-standard:register-wallet')
    expect(bundle).not.toContain('viem')
  })

  it('registers with the page and signs a message the visitor approves', async () => {
    const result = await page.evaluate(async () => {
      const [wallet] = (window as any).registered
      const { accounts } = await wallet.features['standard:connect'].connect()
      const message = new TextEncoder().encode('hello from the page')
      const [signed] = await wallet.features['solana:signMessage'].signMessage({
        account: accounts[0],
        message,
      })
      return {
        name: wallet.name,
        sameAsGlobal: wallet === (window as any).gangwaySolanaTestWallet,
        address: accounts[0].address,
        signature: Array.from(signed.signature as Uint8Array),
      }
    })
    expect(result).toMatchObject({ name: 'Page Wallet', sameAsGlobal: true })
    expect(result.address).toBe(keypair.publicKey.toBase58())
    const publicKey = createPublicKey({
      key: {
        kty: 'OKP',
        crv: 'Ed25519',
        x: Buffer.from(keypair.publicKey.toBytes()).toString('base64url'),
      },
      format: 'jwk',
    })
    expect(
      verify(null, Buffer.from('hello from the page'), publicKey, Buffer.from(result.signature)),
    ).toBe(true)
  })

  it('signs and sends a transfer from the page to the validator (CORS)', async () => {
    const receiver = Keypair.generate().publicKey
    const { blockhash } = validator.ledger.getLatestBlockhash()
    const bytes = new Transaction({ feePayer: keypair.publicKey, recentBlockhash: blockhash })
      .add(
        SystemProgram.transfer({
          fromPubkey: keypair.publicKey,
          toPubkey: receiver,
          lamports: 890_880,
        }),
      )
      .serialize({ requireAllSignatures: false })
    await page.evaluate(async (transaction) => {
      const wallet = (window as any).gangwaySolanaTestWallet
      await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
        account: wallet.accounts[0],
        transaction: new Uint8Array(transaction),
        chain: 'solana:localnet',
      })
    }, Array.from(bytes))
    expect(validator.getBalance(receiver)).toBe(890_880n)
  })

  it('keeps the site trusted across a reload, until the visitor revokes it', async () => {
    const silentConnect = () =>
      page.evaluate(async () => {
        const [wallet] = (window as any).registered
        const { accounts } = await wallet.features['standard:connect'].connect({ silent: true })
        return accounts.map((account: { address: string }) => account.address)
      })
    await page.reload()
    expect(await silentConnect()).toEqual([keypair.publicKey.toBase58()])
    await page.evaluate(() => (window as any).gangwaySolanaTestWallet.revoke())
    await page.reload()
    expect(await silentConnect()).toEqual([])
  })
})
