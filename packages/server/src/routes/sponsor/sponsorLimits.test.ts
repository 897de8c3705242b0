import { LOCAL_PAYMASTER_SIGNER_KEY } from '@gangway/testing'
import { type Hex, hexToBigInt, recoverMessageAddress, slice } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { START_TIMEOUT_MS, useTestServers } from '../../testing/testServer.testing.js'
import { verifyingPaymasterHash } from './paymasterData.js'
import {
  approveData,
  askSponsor,
  executeBatchCall,
  executeCall,
  freshAddress,
  sponsorConfig,
  transferData,
  userOperationOf,
} from './sponsorTestSetup.testing.js'

// The policy and the daily cap of POST /sponsor/user-operation, without a chain: the server
// signs locally (sponsoredOperation.test.ts sends what it signs through a bundler to anvil).
// Also run on PostgreSQL (vitest.config.ts SERVER_POSTGRES_FILES): the cap is a database quota.

const token = freshAddress()
const paymaster = freshAddress()
const PER_DAY = 3

describe('POST /sponsor/user-operation: the project policy and the cap per visitor per day', () => {
  const startServer = useTestServers()
  // One server for the file: each test asks for accounts of its own.
  let url: string
  beforeAll(async () => {
    ;({ url } = await startServer(
      sponsorConfig({
        // Never called: signing needs no chain.
        rpcUrl: 'http://127.0.0.1:9',
        bundlerUrl: 'http://127.0.0.1:9',
        paymaster,
        token,
        perVisitorPerDay: PER_DAY,
      }),
    ))
  }, START_TIMEOUT_MS)

  it("signs a call the policy covers with the paymaster signer's key", async () => {
    const sender = freshAddress()
    const userOperation = userOperationOf(
      sender,
      executeCall(token, transferData(freshAddress(), 5n)),
    )
    const { status, body } = await askSponsor(url, { userOperation })
    expect(status).toBe(200)
    expect(body.paymaster.toLowerCase()).toBe(paymaster.toLowerCase())
    const data = body.paymasterData as Hex
    // abi.encode(uint48 validUntil, uint48 validAfter) ‖ 65-byte signature.
    expect(data.length).toBe(2 + 2 * (64 + 65))
    expect(Number(hexToBigInt(slice(data, 0, 32)))).toBe(body.validUntil)
    const hash = verifyingPaymasterHash(
      {
        ...userOperation,
        sender,
        nonce: 0n,
        callData: userOperation.callData,
        callGasLimit: BigInt(userOperation.callGasLimit),
        verificationGasLimit: BigInt(userOperation.verificationGasLimit),
        preVerificationGas: BigInt(userOperation.preVerificationGas),
        maxFeePerGas: BigInt(userOperation.maxFeePerGas),
        maxPriorityFeePerGas: BigInt(userOperation.maxPriorityFeePerGas),
      },
      {
        paymaster: body.paymaster,
        chainId: 31337,
        paymasterVerificationGasLimit: BigInt(body.paymasterVerificationGasLimit),
        paymasterPostOpGasLimit: BigInt(body.paymasterPostOpGasLimit),
        validUntil: body.validUntil,
        validAfter: 0,
      },
    )
    const signer = await recoverMessageAddress({
      message: { raw: hash },
      signature: slice(data, 64),
    })
    expect(signer).toBe(privateKeyToAccount(LOCAL_PAYMASTER_SIGNER_KEY).address)
  })

  it('refuses a call to a contract, or a method, outside the policy (403 NOT_SPONSORED)', async () => {
    const sender = freshAddress()
    const elsewhere = await askSponsor(url, {
      userOperation: userOperationOf(sender, executeCall(freshAddress(), transferData(sender, 1n))),
    })
    expect(elsewhere.status).toBe(403)
    expect(elsewhere.body.error.code).toBe('NOT_SPONSORED')
    expect(elsewhere.body.error.message).toMatch(/^Not sponsored: method 0xa9059cbb of 0x/)
    const otherMethod = await askSponsor(url, {
      userOperation: userOperationOf(sender, executeCall(token, approveData(sender, 1n))),
    })
    expect(otherMethod.status).toBe(403)
    expect(otherMethod.body.error.message).toContain('method 0x095ea7b3')
    // One covered call does not carry an uncovered one in the same batch.
    const batch = await askSponsor(url, {
      userOperation: userOperationOf(
        sender,
        executeBatchCall([
          { to: token, data: transferData(sender, 1n) },
          { to: token, data: approveData(sender, 1n) },
        ]),
      ),
    })
    expect(batch.status).toBe(403)
    // A callData that is not the account's execute: what it would do cannot be checked.
    const raw = await askSponsor(url, {
      userOperation: userOperationOf(sender, transferData(sender, 1n)),
    })
    expect(raw.status).toBe(403)
    expect(raw.body.error.field).toBe('userOperation.callData')
  })

  it('signs PER_DAY operations per account a day, then 429 SPONSOR_LIMIT; stubs are free', async () => {
    const visitor = freshAddress()
    const ask = (sender: string, stub = false) =>
      askSponsor(url, {
        stub,
        userOperation: userOperationOf(
          sender as Hex,
          executeCall(token, transferData(freshAddress(), 1n)),
        ),
      })
    for (let index = 0; index < 5; index++) expect((await ask(visitor, true)).status).toBe(200)
    for (let index = 0; index < PER_DAY; index++) expect((await ask(visitor)).status).toBe(200)
    const over = await ask(visitor)
    expect(over.status).toBe(429)
    expect(over.body.error.code).toBe('SPONSOR_LIMIT')
    expect(over.body.error.seconds).toBeGreaterThan(86_000)
    expect(over.headers.get('retry-after')).toBe(String(over.body.error.seconds))
    expect(over.body.error.message).toMatch(/used the 3 sponsored operations of the day/)
    // Another visitor has a day of its own.
    expect((await ask(freshAddress())).status).toBe(200)
  })

  it('refuses malformed operations at the edge (400 naming the field)', async () => {
    const op = userOperationOf(freshAddress(), executeCall(token, transferData(freshAddress(), 1n)))
    const wide = await askSponsor(url, {
      userOperation: { ...op, callGasLimit: `0x1${'0'.repeat(32)}` },
    })
    expect(wide.status).toBe(400)
    expect(wide.body.error.field).toBe('userOperation.callGasLimit')
    const odd = await askSponsor(url, { userOperation: { ...op, callData: '0xabc' } })
    expect(odd.status).toBe(400)
    expect(odd.body.error.field).toBe('userOperation.callData')
  })
})
