import { parseEther, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeEvm, readableMessage } from '../../frame/src/evm.js'
import { HANDLERS } from '../../frame/src/handlers.js'
import { parseAppMessage } from '../../frame/src/messages.js'
import { approvalNetwork } from '../../frame/src/network.js'
import { describeSendCalls } from '../../frame/src/sendCalls.js'

// What the approval shows for each not-safe eip155 request, in Node (the signing itself is
// tested in Chromium: frameWallet.test.ts).

describe('the approval of a request', () => {
  it('shows a hex message that is text as text, other bytes as hex', () => {
    expect(readableMessage(toHex('Sign in to Gangway'))).toBe('Sign in to Gangway')
    expect(readableMessage('plain text')).toBe('plain text')
    expect(readableMessage('0x00ff10')).toBe('0x00ff10')
  })

  // The project as GET /embedded/project gives it: one chain with its name and currency.
  const project = {
    origins: [],
    chains: [
      { caipNetworkId: 'eip155:1', name: 'Ethereum', native: { symbol: 'ETH', decimals: 18 } },
      { caipNetworkId: 'eip155:10', native: { symbol: 'OETH', decimals: 18 } },
      { caipNetworkId: 'solana:localnet', native: { symbol: 'SOL', decimals: 9 } },
    ],
  }
  const mainnet = approvalNetwork(project, 'eip155:1')

  it('names what is signed or sent', () => {
    const to = '0x00000000000000000000000000000000000a11ce'
    expect(describeEvm('personal_sign', [toHex('hi'), to], mainnet)).toEqual({
      title: 'Sign message',
      rows: [['Message', 'hi']],
    })
    expect(
      describeEvm('eth_sendTransaction', [{ to, value: toHex(parseEther('1.5')) }], mainnet),
    ).toEqual({
      title: 'Send transaction',
      rows: [
        ['Network', 'Ethereum (eip155:1)'],
        ['To', to],
        ['Value', '1.5 ETH'],
      ],
    })
    const typed = describeEvm(
      'eth_signTypedData_v4',
      [to, JSON.stringify({ types: { Mail: [] }, primaryType: 'Mail', domain: {}, message: {} })],
      mainnet,
    )
    expect(typed.title).toBe('Sign typed data')
    expect(describeSendCalls([{ calls: [{ to }, { to, data: '0x1234' }] }], mainnet).title).toBe(
      'Send 2 transactions',
    )
    expect(() => describeEvm('eth_signTypedData_v4', [to, '{not json'], mainnet)).toThrow()
    expect(() => describeSendCalls([{ calls: [] }], mainnet)).toThrow()
  })

  it("shows the network's name and the amount in its own currency, as the server's config names them", () => {
    const to = '0x00000000000000000000000000000000000a11ce'
    const value = toHex(parseEther('0.25'))
    // A batch on a chain the config lists without a name: its id, its currency's symbol.
    expect(
      describeSendCalls([{ calls: [{ to, value }] }], approvalNetwork(project, 'eip155:10')).rows,
    ).toEqual([
      ['Network', 'eip155:10'],
      ['Call 1', `to ${to}, 0.25 OETH`],
    ])
    // A chain the server does not list: its id, and the amount in eip155's 18 decimals, marked.
    expect(
      describeEvm('eth_sendTransaction', [{ to, value }], approvalNetwork(project, 'eip155:5'))
        .rows,
    ).toContainEqual(['Value', '0.25 (native)'])
  })

  it('answers GET_SMART_ACCOUNT_ENABLED_NETWORKS with the eip155 chains the server gives ERC-4337', async () => {
    const withSmartAccounts = {
      origins: [],
      chains: [
        ...project.chains,
        { caipNetworkId: 'eip155:31337', smartAccounts: true },
        { caipNetworkId: 'eip155:8453', smartAccounts: true },
        // Not eip155: never a smart-account network, whatever the flag says.
        { caipNetworkId: 'solana:devnet', smartAccounts: true },
      ],
    }
    const answer = (state: { project: typeof withSmartAccounts }) =>
      HANDLERS.GET_SMART_ACCOUNT_ENABLED_NETWORKS({}, { state } as never)
    expect(await answer({ project: withSmartAccounts })).toEqual({ networks: [31337, 8453] })
    expect(await answer({ project })).toEqual({ networks: [] })
  })

  it('refuses INIT_SMART_ACCOUNT on a network the server gives no ERC-4337', async () => {
    const context = {
      wallet: { requireUser: () => ({}), addresses: () => ({ eip155: `0x${'a'.repeat(40)}` }) },
      state: { chainId: 'eip155:1', project },
    }
    await expect(HANDLERS.INIT_SMART_ACCOUNT({}, context as never)).rejects.toThrow(
      'Smart accounts are not available on this network',
    )
  })

  it('has a handler for every request type the message check accepts', () => {
    for (const type of Object.keys(HANDLERS)) {
      const parsed = parseAppMessage({ source: 'gangway-app', id: crypto.randomUUID(), type })
      // Accepted, or refused for its (missing) payload: never an unknown type.
      if (!parsed.ok) expect(parsed.reply?.message, type).toBe('Invalid request payload')
    }
  })
})
