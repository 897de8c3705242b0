// Account names in the modal on the demo (issue 16): the demo's own @gangway/server is the name
// API. A fresh wallet (its own key, funded on anvil, so no other scenario's account gets a name)
// registers a name in RegisterAccountName; the name shows on the account button and in Account
// and is read back from the server; a taken name and a 3-character name are refused with their
// texts; viem's getEnsAddress resolves the name on the local chain (ENS contracts deployed here,
// the server's CCIP-Read gateway); Send to a name pays the name's address (its balance read from
// anvil).
import { deployTestEns, LOCAL_NAMES_GATEWAY_KEY } from '@gangway/testing'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect } from 'vitest'
import { balanceOf, connectTestWallet, modal, publicClient, text } from './support/demoPage.js'
import { scenario, useBrowser } from './support/harness.js'
import { freshWallet, fund, NAME_SUFFIX, registerOnServer } from './support/names.js'
import { sendStarted } from './support/sendFlow.js'

useBrowser()

const field = (page: Parameters<typeof modal>[0], id: string) => modal(page).getByTestId(id)
const unique = () => `e${Math.random().toString(36).slice(2, 10)}`
const SUFFIX = NAME_SUFFIX

const KEY = generatePrivateKey()
const ADDRESS = privateKeyToAccount(KEY).address

describe('Account names in the modal', () => {
  scenario(
    'registers a name: refusals first, then the name on the account button and in Account, stored on the server, resolved by viem through ENS on anvil; sends to a name',
    async ({ page, demo, openDemo }) => {
      await fund(demo, ADDRESS, '10')
      const taken = unique()
      await registerOnServer(demo, taken)
      await openDemo()
      await connectTestWallet(page)
      await page.getByTestId('connect-button').first().click()
      await field(page, 'account-choose-name').click()
      await field(page, 'register-name-view').waitFor()
      const input = field(page, 'register-name-input')
      const status = () => text(field(page, 'register-name-status'))

      // A 3-character name: the spec's text, Register off.
      await input.fill('abc')
      await expect.poll(status).toBe('At least 4 characters; only letters, digits and hyphen.')
      expect(await field(page, 'register-name-submit').isDisabled()).toBe(true)
      // A name with a dot breaks the same rule.
      await input.fill('bob.smith')
      await expect.poll(status).toBe('At least 4 characters; only letters, digits and hyphen.')
      // A taken name, in another case: taken, with free variants offered.
      await input.fill(taken.toUpperCase())
      await expect.poll(status, { timeout: 10_000 }).toBe(`${taken}.${SUFFIX} is taken`)
      expect(await field(page, 'register-name-submit').isDisabled()).toBe(true)
      expect(await field(page, 'register-name-suggestion').count()).toBeGreaterThan(0)

      // A free name: registered with the wallet's signature.
      const label = unique()
      await input.fill(label)
      await expect.poll(status, { timeout: 10_000 }).toBe(`${label}.${SUFFIX} is available`)
      await field(page, 'register-name-submit').click()
      await field(page, 'register-name-success').waitFor({ timeout: 30_000 })
      expect(await text(field(page, 'register-name-success-name'))).toBe(`${label}.${SUFFIX}`)

      // Read back from the server: the name is this wallet's.
      const stored = await (
        await fetch(`${demo.config.serverUrl}/names/lookup?name=${label}.${SUFFIX}`)
      ).json()
      expect(Object.values(stored.addresses)).toEqual([{ address: ADDRESS }])

      // Any ENS-aware app resolves it: viem on anvil, through a registry, an offchain resolver
      // trusting the server's gateway key and a universal resolver (deployed by a funded key of
      // this test's own, so no other account's nonce moves).
      const deployer = generatePrivateKey()
      await fund(demo, privateKeyToAccount(deployer).address, '1')
      const rpcUrl = demo.config.chains[0]!.rpcUrl
      const ens = await deployTestEns(rpcUrl, {
        suffix: SUFFIX,
        gatewayUrls: [`${demo.config.serverUrl}/names/ccip`],
        signers: [privateKeyToAccount(LOCAL_NAMES_GATEWAY_KEY).address],
        deployer,
      })
      expect(
        await publicClient(rpcUrl).getEnsAddress({
          name: `${label}.${SUFFIX}`,
          universalResolverAddress: ens.universalResolver,
        }),
      ).toBe(ADDRESS)

      // The name in Account and on the account button.
      await modal(page).getByRole('button', { name: 'Back to account' }).click()
      await expect.poll(() => text(field(page, 'account-view-address'))).toBe(`${label}.${SUFFIX}`)
      expect(await field(page, 'account-choose-name').count()).toBe(0)
      await expect
        .poll(() => text(page.getByTestId('account-address').first()))
        .toBe(`${label}.${SUFFIX}`)

      // Send 0.1 ETH to a name: the name's address is paid (read from anvil).
      const receiverName = unique()
      const receiver = await registerOnServer(demo, receiverName)
      const before = await balanceOf(demo.config.chains[0]!.rpcUrl, receiver)
      await modal(page).locator('[data-feature="send"]').click()
      await field(page, 'send-view').waitFor()
      await field(page, 'send-amount').fill('0.1')
      await field(page, 'send-receiver').fill(`${receiverName}.${SUFFIX}`)
      await expect
        .poll(() => text(field(page, 'send-receiver-resolved')), { timeout: 10_000 })
        .toBe(receiver)
      await expect.poll(() => text(field(page, 'send-error'))).toBe('')
      await field(page, 'send-preview').click()
      expect(await text(field(page, 'preview-receiver'))).toBe(
        `${receiverName}.${SUFFIX} (${receiver})`,
      )
      await field(page, 'preview-send').click()
      await sendStarted(page)
      await expect
        .poll(() => balanceOf(demo.config.chains[0]!.rpcUrl, receiver), { timeout: 15_000 })
        .toBe(before + parseEther('0.1'))
    },
    {
      wallet: false,
      timeout: 120_000,
      beforeOpen: async (context) => {
        await context.addInitScript(await freshWallet(KEY))
      },
    },
  )
})
