// The embedded wallet's smart account (issue 36) in the demo, on the suite's one bundler (alto on
// the first lane's Anvil Two, see globalSetup.ts): an email login shows the counterfactual
// smart account at once; a USDC send from it, holding 0 ETH, is one user operation the demo's
// server sponsors (its policy pays for the test tokens' transfers); the receiver's balance and
// the account's code are read from the node. AccountSettings switches to the EOA and back; the
// choice survives a reload.
import type { Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseAbi,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect } from 'vitest'
import { modal, switchNetwork, waitForHookState } from './support/demoPage.js'
import { connectedAddress, emailLogin, secureFrame, serverUser } from './support/embeddedLogin.js'
import { scenario, smartAccountLane, useBrowser } from './support/harness.js'
import { SMART_ACCOUNT_CHAIN_INDEX } from './support/lanes.js'
import { openSend, pickSendToken, sendField, sendStarted } from './support/sendFlow.js'

useBrowser()

const factoryAbi = parseAbi([
  'function getAddress(address owner, uint256 salt) view returns (address)',
])
const mintAbi = parseAbi(['function mint(address to, uint256 amount)'])
/** Anvil's dev account 9 (unlocked on the node): mints the test USDC (anyone may). */
const MINTER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'

/** AccountSettings' account type `type` chosen; resolves once the page's account is `address`. */
async function chooseAccountType(page: Page, type: 'eoa' | 'smartAccount', address: Address) {
  if (!(await modal(page).getByTestId('view-AccountSettings').isVisible())) {
    const settings = modal(page).getByTestId('account-settings-button')
    if (!(await settings.isVisible())) await page.getByTestId('connect-button').first().click()
    await settings.click()
  }
  const option = modal(page).locator(
    `[data-testid="settings-account-type"][data-account-type="${type}"]`,
  )
  // A button (keyboard: Enter), its state said by aria-pressed.
  await option.focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => option.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true')
  await waitForHookState(
    page,
    new Function('s', `return s.account.address === ${JSON.stringify(address)}`) as never,
    15_000,
  )
}

scenario(
  'smart account: shown at login, a sponsored USDC send from 0 ETH deploys it; switch to EOA and back, kept across a reload',
  async ({ page, demo, openDemo }) => {
    const chain = demo.config.chains[SMART_ACCOUNT_CHAIN_INDEX]!
    const network = `eip155:${chain.chainId}`
    const node = createPublicClient({ transport: http(chain.rpcUrl) })
    const usdc = chain.tokens.find((token) => token.symbol === 'USDC')!.address as Address
    const usdcOf = (owner: Address) =>
      node.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

    await openDemo()
    await switchNetwork(page, network)
    const smart = await emailLogin(page, demo, `smart-${Date.now()}@example.com`)
    // The key's own address (the server's record) owns it; the account is the factory's
    // counterfactual address, shown before anything is deployed.
    const owner = (await serverUser(page, demo)).body.user.addresses.eip155 as Address
    expect(smart.toLowerCase()).not.toBe(owner.toLowerCase())
    expect(
      await node.readContract({
        address: chain.erc4337.accountFactory as Address,
        abi: factoryAbi,
        functionName: 'getAddress',
        args: [owner, 0n],
      }),
    ).toBe(smart)
    expect(await node.getCode({ address: smart })).toBeUndefined()
    expect(await node.getBalance({ address: smart })).toBe(0n)

    // 10 USDC and no ETH: the send's gas is the project's (sponsored), no gas-funds check.
    const mint = await node.request({
      method: 'eth_sendTransaction' as never,
      params: [
        {
          from: MINTER,
          to: usdc,
          data: encodeFunctionData({
            abi: mintAbi,
            functionName: 'mint',
            args: [smart, parseUnits('10', 6)],
          }),
        },
      ] as never,
    })
    await node.waitForTransactionReceipt({ hash: mint as `0x${string}` })
    await page.evaluate(() => (window as any).gangwayDemo.kit.refreshBalances())
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    await openSend(page)
    await pickSendToken(page, 'USDC')
    await sendField(page, 'send-amount').fill('1.5')
    await sendField(page, 'send-receiver').fill(receiver)
    await expect.poll(() => sendField(page, 'send-error').textContent()).toBe('')
    await sendField(page, 'send-preview').click()
    await sendField(page, 'preview-send').click()
    const frame = await secureFrame(page)
    await frame.getByText(`Smart account ${smart}`).waitFor({ timeout: 30_000 })
    await frame.getByRole('button', { name: 'Approve' }).click()
    await sendStarted(page)
    await expect.poll(() => usdcOf(receiver), { timeout: 60_000 }).toBe(parseUnits('1.5', 6))
    expect(await usdcOf(smart)).toBe(parseUnits('8.5', 6))
    expect(await node.getCode({ address: smart })).toMatch(/^0x[0-9a-f]{10,}/)
    expect(await node.getBalance({ address: smart })).toBe(0n)

    // AccountSettings: the EOA, kept by the frame across a reload, then the smart account again.
    await chooseAccountType(page, 'eoa', owner)
    await page.reload()
    expect(await connectedAddress(page, { login: false })).toBe(owner)
    await chooseAccountType(page, 'smartAccount', smart)
  },
  { timeout: 240_000, lane: smartAccountLane, wallet: false },
)
