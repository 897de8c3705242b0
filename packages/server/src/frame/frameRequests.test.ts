import { parseEther, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeEvm, readableMessage } from '../../frame/src/evm.js'
import { HANDLERS } from '../../frame/src/handlers.js'
import { parseAppMessage } from '../../frame/src/messages.js'
import { describeSendCalls } from '../../frame/src/sendCalls.js'

// What the approval shows for each not-safe eip155 request, in Node (the signing itself is
// tested in Chromium: frameWallet.test.ts).

describe('the approval of a request', () => {
  it('shows a hex message that is text as text, other bytes as hex', () => {
    expect(readableMessage(toHex('Sign in to Gangway'))).toBe('Sign in to Gangway')
    expect(readableMessage('plain text')).toBe('plain text')
    expect(readableMessage('0x00ff10')).toBe('0x00ff10')
  })

  it('names what is signed or sent', () => {
    const to = '0x00000000000000000000000000000000000a11ce'
    expect(describeEvm('personal_sign', [toHex('hi'), to], 'eip155:1')).toEqual({
      title: 'Sign message',
      rows: [['Message', 'hi']],
    })
    expect(
      describeEvm('eth_sendTransaction', [{ to, value: toHex(parseEther('1.5')) }], 'eip155:1'),
    ).toEqual({
      title: 'Send transaction',
      rows: [
        ['Network', 'eip155:1'],
        ['To', to],
        ['Value', '1.5 (native)'],
      ],
    })
    const typed = describeEvm(
      'eth_signTypedData_v4',
      [to, JSON.stringify({ types: { Mail: [] }, primaryType: 'Mail', domain: {}, message: {} })],
      'eip155:1',
    )
    expect(typed.title).toBe('Sign typed data')
    expect(describeSendCalls([{ calls: [{ to }, { to, data: '0x1234' }] }], 'eip155:1').title).toBe(
      'Send 2 transactions',
    )
    expect(() => describeEvm('eth_signTypedData_v4', [to, '{not json'], 'eip155:1')).toThrow()
    expect(() => describeSendCalls([{ calls: [] }], 'eip155:1')).toThrow()
  })

  it('has a handler for every request type the message check accepts', () => {
    for (const type of Object.keys(HANDLERS)) {
      const parsed = parseAppMessage({ source: 'gangway-app', id: crypto.randomUUID(), type })
      // Accepted, or refused for its (missing) payload: never an unknown type.
      if (!parsed.ok) expect(parsed.reply?.message, type).toBe('Invalid request payload')
    }
  })
})
