import { type Hex, parseEther, verifyMessage } from 'viem'
import { describe, expect } from 'vitest'
import { balanceOf, connectTestWallet, text } from './support/demoPage.js'
import { scenario, useBrowser } from './support/harness.js'

useBrowser()

// What the demo's buttons do (apps/demo/src/panels/Actions.tsx).
const SENT = parseEther('0.01')
const SIGNED_TEXT = 'Hello from the Gangway demo'

describe.each(['wagmi', 'ethers'] as const)('through the %s adapter', (adapter) => {
  scenario(
    `connect, send 0.01 ETH and sign a message with the ${adapter} adapter`,
    async ({ page, demo, openDemo }) => {
      const chain = demo.config.chains[0]!
      await openDemo({ adapter })
      expect(await text(page.getByTestId('adapter-name').locator('.active'))).toBe(adapter)
      await connectTestWallet(page)

      const before = await balanceOf(chain.rpcUrl, demo.config.recipient)
      await page.getByTestId('send-test').click()
      const sent = page.getByTestId('send-result')
      await sent.waitFor()
      expect(await sent.getAttribute('data-state'), await text(sent)).toBe('done')
      expect(await text(sent)).toMatch(/^0x[0-9a-f]{64}$/)
      // anvil mines the transaction as it arrives.
      await expect
        .poll(() => balanceOf(chain.rpcUrl, demo.config.recipient), { timeout: 10_000 })
        .toBe(before + SENT)

      await page.getByTestId('sign-message').click()
      const signature = page.getByTestId('signature')
      await signature.waitFor()
      expect(await signature.getAttribute('data-state'), await text(signature)).toBe('done')
      const valid = await verifyMessage({
        address: demo.config.wallet.address,
        message: SIGNED_TEXT,
        signature: (await text(signature)).trim() as Hex,
      })
      expect(valid).toBe(true)
    },
  )
})
