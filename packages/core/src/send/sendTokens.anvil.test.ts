/**
 * The Send flow on a real anvil node through the wagmi adapter and the @gangway/testing wallet:
 * every balance is read back from the node, and every refusal leaves the balances as they were.
 */
import { parseEther, parseUnits } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import type { KitEvent } from '../events/catalogue.js'
import type { Kit } from '../kit/types.js'
import type { TokenBalance } from '../types/account.js'
import { estimateSendFee, getMaxSendAmount } from './estimateSendFee.js'
import {
  connectedKit,
  nodeReader,
  OWNER,
  RECEIVER,
  tokenRows,
  useSendChain,
} from './sendAnvil.testing.js'
import { sendTokens } from './sendTokens.js'
import { validateSend } from './validateSend.js'

const chain = useSendChain()
const kits: Kit[] = []
afterEach(async () => {
  for (const kit of kits.splice(0)) await kit.destroy()
})

async function setUp() {
  const { kit, wallet } = await connectedKit(chain, kits)
  const events: KitEvent[] = []
  kit.subscribeEvents((event) => {
    if (event.name.startsWith('SEND_')) events.push(event)
  })
  const rows = await tokenRows(chain)
  const fill = (token: TokenBalance, amount: string, receiver: string = RECEIVER) =>
    kit.controllers.send.setSendState({ token, sendTokenAmount: amount, receiverAddress: receiver })
  return { kit, wallet, events, rows, fill, read: nodeReader(chain) }
}

const sent = (events: KitEvent[]) => events.map((event) => event.name)

describe('sendTokens on anvil', () => {
  it('sends ETH with the node gas price: the receiver gets exactly the amount', async () => {
    const { kit, events, rows, fill, read } = await setUp()
    const [ownerBefore, receiverBefore] = [await read.eth(OWNER), await read.eth(RECEIVER)]
    fill(rows.ETH, '1.25')
    const fee = await estimateSendFee(kit)
    expect(fee).toMatchObject({ gas: 21_000n, symbol: 'ETH' })
    expect(fee?.gasPrice).toBe(BigInt(await read.client.request({ method: 'eth_gasPrice' })))
    expect(fee?.usd).toBeCloseTo(Number(fee?.amount) * 2000)
    expect(validateSend(kit, { fee: fee?.fee })).toBeUndefined()

    const { hash } = await sendTokens(kit)
    const receipt = await read.mined(hash)
    expect(receipt.status).toBe('success')
    expect(await read.eth(RECEIVER)).toBe(receiverBefore + parseEther('1.25'))
    expect(await read.eth(OWNER)).toBe(
      ownerBefore - parseEther('1.25') - receipt.gasUsed * receipt.effectiveGasPrice,
    )
    expect(receipt.effectiveGasPrice).toBe(fee?.gasPrice)
    expect(sent(events)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    expect(events[1]?.properties).toMatchObject({ token: 'ETH', amount: 1.25, hash })
    const snackbar = kit.stores.snackbar.getState()
    expect(snackbar).toMatchObject({ message: 'Transaction started', variant: 'success' })
    expect(snackbar.link?.url).toBe(`https://explorer.invalid/tx/${hash}`)
    expect(kit.stores.send.getState()).toMatchObject({
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      loading: false,
    })
    const [pending] = kit.stores.activity.getState().pending
    expect(pending?.metadata).toMatchObject({ hash, status: 'pending', sentTo: RECEIVER })
  })

  it.each([
    ['USDC', '12.345678', 6],
    ['USDT', '3.5', 6],
    ['DAI', '0.000000000000000001', 18],
  ] as const)(
    'sends %s (an ERC-20 transfer; USDT without a return value)',
    async (symbol, amount, decimals) => {
      const { kit, events, rows, fill, read } = await setUp()
      const before = await read.token(symbol, OWNER)
      fill(rows[symbol], amount)
      const fee = await estimateSendFee(kit)
      expect(fee?.gas).toBeGreaterThan(21_000n)
      const { hash } = await sendTokens(kit)
      expect((await read.mined(hash)).status).toBe('success')
      expect(await read.token(symbol, RECEIVER)).toBe(parseUnits(amount, decimals))
      expect(await read.token(symbol, OWNER)).toBe(before - parseUnits(amount, decimals))
      expect(sent(events)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    },
  )

  it('Max leaves the native fee (gas limit × gas price) and takes a whole token balance', async () => {
    const { kit, rows, fill, read } = await setUp()
    fill(rows.ETH, '', '')
    const fee = await estimateSendFee(kit)
    const max = await getMaxSendAmount(kit, { fee })
    expect(parseEther(max)).toBe((await read.eth(OWNER)) - (fee?.fee ?? 0n))
    fill(rows.ETH, max)
    expect(validateSend(kit, { fee: fee?.fee })).toBeUndefined()
    fill(rows.USDT, '')
    expect(await getMaxSendAmount(kit)).toBe(rows.USDT.quantity.numeric)
  })

  describe('refused: its text, and the balances unchanged', () => {
    async function expectUnchanged(
      read: ReturnType<typeof nodeReader>,
      run: () => Promise<unknown>,
    ) {
      const before = [
        await read.eth(OWNER),
        await read.token('USDC', OWNER),
        await read.eth(RECEIVER),
      ]
      await run()
      expect([
        await read.eth(OWNER),
        await read.token('USDC', OWNER),
        await read.eth(RECEIVER),
      ]).toEqual(before)
    }

    it('rejected in the wallet: the user-rejected error, SEND_ERROR, the state kept', async () => {
      const { kit, wallet, events, rows, fill, read } = await setUp()
      for (const token of [rows.ETH, rows.USDC]) {
        fill(token, '1')
        wallet.rejectNext('eth_sendTransaction')
        await expectUnchanged(read, () =>
          expect(sendTokens(kit)).rejects.toMatchObject({ code: 'USER_REJECTED' }),
        )
        expect(kit.stores.snackbar.getState()).toMatchObject({
          message: 'User rejected the request',
          variant: 'error',
        })
        expect(kit.stores.send.getState()).toMatchObject({
          token,
          sendTokenAmount: '1',
          loading: false,
        })
      }
      expect(sent(events)).toEqual(['SEND_INITIATED', 'SEND_ERROR', 'SEND_INITIATED', 'SEND_ERROR'])
      expect(kit.stores.activity.getState().pending).toEqual([])
    })

    it('a node that fails the send: Something went wrong, SEND_ERROR, the state kept', async () => {
      const { kit, events, rows, fill, read } = await setUp()
      chain.failSends = true
      fill(rows.USDC, '2')
      await expectUnchanged(read, () =>
        expect(sendTokens(kit)).rejects.toMatchObject({ code: 'SEND_FAILED' }),
      )
      expect(kit.stores.snackbar.getState().message).toBe('Something went wrong')
      expect(events.at(-1)?.name).toBe('SEND_ERROR')
      expect(kit.stores.send.getState().sendTokenAmount).toBe('2')
    })

    it.each([
      ['an amount over the balance', 'USDC', '1000001', RECEIVER, 'Insufficient balance'],
      ['an invalid receiver', 'ETH', '1', '0x1234', 'Invalid address'],
      [
        'a receiver of another family',
        'ETH',
        '1',
        '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
        'This is a Solana address, not EVM',
      ],
      ['too many decimals', 'USDC', '1.1234567', RECEIVER, 'USDC has at most 6 decimals'],
      ['no amount', 'ETH', '', RECEIVER, 'Please enter a valid amount and receiver address'],
      ['no receiver', 'ETH', '1', '', 'Please enter a valid amount and receiver address'],
    ] as const)('%s', async (_case, symbol, amount, receiver, text) => {
      const { kit, events, rows, fill, read } = await setUp()
      fill(rows[symbol], amount, receiver)
      expect(validateSend(kit)?.message).toBe(text)
      await expectUnchanged(read, () =>
        expect(sendTokens(kit)).rejects.toMatchObject({ longMessage: text }),
      )
      expect(events).toEqual([])
    })

    it('too little ETH for the network fee, on the native and the token path', async () => {
      const { kit, rows, fill, read } = await setUp()
      await chain.node.request('anvil_setBalance', [OWNER, '0xe8d4a51000']) // 10^12 wei
      await kit.refreshBalances()
      const { ETH, USDC } = await tokenRows(chain)
      for (const [token, amount] of [
        [ETH, '0.0000005'],
        [USDC, '1'],
      ] as const) {
        fill(token, amount)
        const fee = await estimateSendFee(kit)
        expect(validateSend(kit, { fee: fee?.fee })?.message).toBe(
          'Insufficient funds for network fee',
        )
        await expectUnchanged(read, () =>
          expect(sendTokens(kit)).rejects.toMatchObject({ code: 'SEND_INSUFFICIENT_GAS' }),
        )
      }
      expect(rows.ETH).not.toEqual(ETH)
    })
  })
})
