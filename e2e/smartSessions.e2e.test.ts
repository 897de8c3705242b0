// Smart sessions (issue 36, ERC-7715, `?sessions=1` turns features.smartSessions on) in the demo,
// on the suite's one bundler (alto on the first lane's Anvil Two): the host asks the embedded
// wallet for a session key allowed 3 USDC of transfers; the visitor approves it in the frame (the
// smart account's user operation grants it on chain). The host's backend (this test, in Node)
// spends with the key through the bundler: within the limit the receiver's balance moves on anvil;
// beyond it the operation lands and reverts on chain. The visitor revokes the session in
// AccountSettings (approved in the frame, on chain); the key's next operation is refused.
import { sendSessionCall } from '@gangway/core/sessions'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseAbi,
  parseEther,
  parseUnits,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect } from 'vitest'
import { modal, switchNetwork } from './support/demoPage.js'
import { emailLogin, secureFrame } from './support/embeddedLogin.js'
import { scenario, smartAccountLane, useBrowser } from './support/harness.js'
import { SMART_ACCOUNT_CHAIN_INDEX } from './support/lanes.js'

useBrowser()

const mintAbi = parseAbi(['function mint(address to, uint256 amount)'])
/** Anvil's dev account 9 (unlocked on the node): mints the test USDC (anyone may). */
const MINTER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
/** Fixed gas for an operation the bundler's estimate would refuse (it reverts): sent anyway. */
const FIXED_GAS = {
  callGasLimit: 200_000n,
  verificationGasLimit: 300_000n,
  preVerificationGas: 100_000n,
}

scenario(
  'smart session: granted in the frame, a spend within its limit moves USDC, beyond it reverts on chain; revoked in AccountSettings, the next is refused',
  async ({ page, demo, openDemo }) => {
    const chain = demo.config.chains[SMART_ACCOUNT_CHAIN_INDEX]!
    const bundlerUrl = chain.erc4337.bundlerUrl
    if (!bundlerUrl) throw new Error('the smart-account lane runs no bundler')
    const node = createPublicClient({ transport: http(chain.rpcUrl) })
    const usdc = chain.tokens.find((token) => token.symbol === 'USDC')!.address as Address
    const usdcOf = (owner: Address) =>
      node.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

    await openDemo({ params: { sessions: '1' } })
    await switchNetwork(page, `eip155:${chain.chainId}`)
    const smart = await emailLogin(page, demo, `session-${Date.now()}@example.com`)
    // The account pays its own gas here (calls to itself are outside the demo's sponsorship).
    await node.request({
      method: 'anvil_setBalance' as never,
      params: [smart, toHex(parseEther('1'))] as never,
    })
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

    // The host asks (EIP-1193 wallet_grantPermissions on the connected provider); the visitor
    // approves in the frame, which shows what the key may do.
    const key = privateKeyToAccount(generatePrivateKey())
    const request = [
      {
        chainId: toHex(chain.chainId),
        expiry: Math.floor(Date.now() / 1000) + 3600,
        signer: { type: 'key', data: { type: 'secp256k1', publicKey: key.publicKey } },
        permissions: [
          {
            type: 'contract-call',
            data: { address: usdc, functions: [{ functionName: 'transfer(address,uint256)' }] },
            policies: [{ type: 'token-allowance', data: { allowance: toHex(parseUnits('3', 6)) } }],
          },
        ],
      },
    ]
    const granting = page.evaluate(
      (params) =>
        (window as any).gangwayDemo.kit
          .getProvider('eip155')
          .request({ method: 'wallet_grantPermissions', params }),
      request,
    )
    const frame = await secureFrame(page)
    await frame.getByRole('heading', { name: 'Grant session' }).waitFor({ timeout: 30_000 })
    await frame.getByText(key.address).waitFor()
    await frame.getByRole('button', { name: 'Approve' }).click()
    const granted = (await granting) as { address: string; permissionsContext: string }
    expect(granted.address.toLowerCase()).toBe(smart.toLowerCase())
    expect(granted.permissionsContext).toBe(key.address)

    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const spend = (amount: string, gas?: typeof FIXED_GAS) =>
      sendSessionCall({
        account: smart,
        signer: key,
        chainId: chain.chainId,
        rpcUrl: chain.rpcUrl,
        bundlerUrl,
        call: {
          to: usdc,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [receiver, parseUnits(amount, 6)],
          }),
        },
        ...(gas && { gas }),
        timeoutMs: 30_000,
      })
    expect((await spend('2')).success).toBe(true)
    expect(await usdcOf(receiver)).toBe(parseUnits('2', 6))
    // 2 + 1.5 > 3: on chain, the account's executeSession reverts; nothing moves.
    const beyond = await spend('1.5', FIXED_GAS)
    expect(beyond.success).toBe(false)
    expect((await node.getTransactionReceipt({ hash: beyond.transactionHash })).status).toBe(
      'success',
    )
    expect(await usdcOf(receiver)).toBe(parseUnits('2', 6))

    // The visitor revokes it in AccountSettings (keyboard), approved in the frame.
    const settings = modal(page).getByTestId('account-settings-button')
    if (!(await settings.isVisible())) await page.getByTestId('connect-button').first().click()
    await settings.click()
    const row = modal(page).locator(
      `[data-testid="settings-session"][data-session-key="${key.address.toLowerCase()}"]`,
    )
    const revoke = row.getByRole('button', { name: `Revoke session ${key.address.toLowerCase()}` })
    await revoke.focus()
    await page.keyboard.press('Enter')
    await frame.getByRole('heading', { name: 'Revoke session' }).waitFor({ timeout: 30_000 })
    await frame.getByRole('button', { name: 'Approve' }).click()
    await expect
      .poll(() => modal(page).getByTestId('settings-sessions-status').textContent(), {
        timeout: 60_000,
      })
      .toBe('No active sessions')
    await expect(spend('0.5', FIXED_GAS)).rejects.toThrow(/AA24/)
    expect(await usdcOf(receiver)).toBe(parseUnits('2', 6))
  },
  {
    timeout: 240_000,
    lane: smartAccountLane,
    wallet: false,
    // The grant and the revoke call the account itself: the demo's sponsorship refuses them
    // (403 NOT_SPONSORED, the frame's request to its server) and the account pays its gas.
    expectConsole: [
      /^\[error\] Failed to load resource: the server responded with a status of 403 \(Forbidden\)$/,
    ],
  },
)
