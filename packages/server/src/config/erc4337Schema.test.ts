import { SESSION_ACCOUNT_FACTORY_07 } from '@gangway/testing'
import { describe, expect, it } from 'vitest'
import { erc4337ChainSchema } from './erc4337Schema.js'

describe('chains[].erc4337', () => {
  it('defaults the account factory to the SessionAccountFactory deployErc4337 deploys (smart sessions)', () => {
    const chain = erc4337ChainSchema.parse({ bundlerUrl: 'http://127.0.0.1:4337' })
    expect(chain.accountFactory).toBe(SESSION_ACCOUNT_FACTORY_07)
  })
})
