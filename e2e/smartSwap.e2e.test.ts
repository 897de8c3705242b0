// Swap from the embedded wallet's smart account (issue 36, EIP-5792): the frame reports atomic
// batching for the smart account, so the modal sends approve + swap as ONE wallet_sendCalls
// batch, which the frame turns into ONE user operation (executeBatch) through the suite's one
// bundler (alto on the first lane's Anvil Two). Read back from the node: one UserOperationEvent
// for the account, in one transaction that carries both the approval and the swap, and the
// output token's balance moved. (The injected wallet's two transactions: swap.e2e.test.ts.)
import {
  type Address,
  createPublicClient,
  erc20Abi,
  type Hex,
  http,
  parseAbiItem,
  parseEther,
  parseUnits,
} from 'viem'
import { expect } from 'vitest'
import { modal, switchNetwork, text } from './support/demoPage.js'
import { emailLogin, secureFrame } from './support/embeddedLogin.js'
import { scenario, smartAccountLane, useBrowser } from './support/harness.js'
import { SMART_ACCOUNT_CHAIN_INDEX } from './support/lanes.js'
import { fundTestToken } from './support/smartAccountFunds.js'
import { openSwap, pickSwapToken, quoted, swapDone, swapField } from './support/swapFlow.js'

useBrowser()

const userOperationEvent = parseAbiItem(
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
)
const approval = parseAbiItem(
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
)
const transfer = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
)

scenario(
  'smart account: approve + swap go as one user operation in one transaction; the output token moved on the node',
  async ({ page, demo, openDemo }) => {
    const chain = demo.config.chains[SMART_ACCOUNT_CHAIN_INDEX]!
    const node = createPublicClient({ transport: http(chain.rpcUrl) })
    const token = (symbol: string) =>
      chain.tokens.find((entry) => entry.symbol === symbol)!.address as Address
    const balance = (symbol: string, owner: Address) =>
      node.readContract({
        address: token(symbol),
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      })

    await openDemo()
    await switchNetwork(page, `eip155:${chain.chainId}`)
    const smart = await emailLogin(page, demo, `smart-swap-${Date.now()}@example.com`)
    // 300 USDC to swap, and ETH for the operation's gas: the demo's sponsorship pays for token
    // transfers only, so this operation (an approval and a router call) is the account's to pay.
    await fundTestToken(chain.rpcUrl, token('USDC'), smart, parseUnits('300', 6))
    await node.request({
      method: 'anvil_setBalance' as never,
      params: [smart, `0x${parseEther('1').toString(16)}`] as never,
    })
    await page.evaluate(() => (window as any).gangwayDemo.kit.refreshBalances())
    const fromBlock = await node.getBlockNumber()

    await openSwap(page)
    await pickSwapToken(page, 'source', 'USDC')
    await pickSwapToken(page, 'to', 'DAI')
    await swapField(page, 'swap-source-amount').fill('250')
    await quoted(page)
    await swapField(page, 'swap-review').click()
    await swapField(page, 'swap-preview-view').waitFor()
    // No approval step: the wallet batches, one Swap sends both.
    expect(await swapField(page, 'swap-preview-approve').count()).toBe(0)
    expect(await text(swapField(page, 'swap-preview-step'))).toBe(
      'Your wallet approves USDC and swaps in one transaction.',
    )
    await expect
      .poll(() => swapField(page, 'swap-preview-swap').isEnabled(), { timeout: 20_000 })
      .toBe(true)
    const daiBefore = await balance('DAI', smart)
    await swapField(page, 'swap-preview-swap').click()
    // The frame asks once, for both calls, from the smart account.
    const frame = await secureFrame(page)
    await frame.getByText('Send 2 calls in one transaction').waitFor({ timeout: 30_000 })
    await frame.getByRole('button', { name: 'Approve' }).click()
    await swapDone(page)

    // Read back from the node: one operation of the account, in one transaction.
    const operations = await node.getLogs({
      event: userOperationEvent,
      address: chain.erc4337.entryPoint,
      args: { sender: smart },
      fromBlock,
    })
    expect(operations).toHaveLength(1)
    expect(operations[0]?.args.success).toBe(true)
    const receipt = await node.getTransactionReceipt({
      hash: operations[0]?.transactionHash as Hex,
    })
    // The bundle transaction carries that one operation and no other.
    const entryPointLogs = receipt.logs.filter(
      (log) => log.address.toLowerCase() === chain.erc4337.entryPoint.toLowerCase(),
    )
    expect(entryPointLogs.filter((log) => log.topics[0] === operations[0]?.topics[0])).toHaveLength(
      1,
    )
    // The approval of the router and the swap's DAI to the account, both in that transaction.
    const approvals = await node.getLogs({
      event: approval,
      address: token('USDC'),
      args: { owner: smart, spender: chain.dex.router },
      fromBlock,
    })
    expect(approvals.map((log) => log.transactionHash)).toEqual([receipt.transactionHash])
    const received = await node.getLogs({
      event: transfer,
      address: token('DAI'),
      args: { to: smart },
      fromBlock,
    })
    expect(received.map((log) => log.transactionHash)).toEqual([receipt.transactionHash])
    expect(await balance('USDC', smart)).toBe(parseUnits('50', 6))
    expect(await balance('DAI', smart)).toBeGreaterThan(daiBefore)
    expect(await modal(page).getByTestId('account-tab-tokens').count()).toBe(1)
  },
  {
    timeout: 240_000,
    lane: smartAccountLane,
    wallet: false,
    // The frame asks the demo's server to sponsor the operation first; its policy pays for token
    // transfers only, so it refuses this one (403 NOT_SPONSORED) and the account pays.
    expectConsole: [
      /^\[error\] Failed to load resource: the server responded with a status of 403/,
    ],
  },
)
