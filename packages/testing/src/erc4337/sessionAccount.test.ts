import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  concat,
  createPublicClient,
  createWalletClient,
  decodeErrorResult,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  type LocalAccount,
  parseEther,
  parseEventLogs,
  parseUnits,
  toFunctionSelector,
  zeroHash,
} from 'viem'
import {
  entryPoint07Abi,
  entryPoint07Address,
  getUserOperationHash,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_PRIVATE_KEY } from '../anvil/anvilAccounts.js'
import { type AnvilNode, startAnvil } from '../anvil/startAnvil.js'
import { deployTestToken, testTokenAbi } from '../contracts/deployTestTokens.js'
import { CREATE2_DEPLOYER_ADDRESS, deployErc4337, type Erc4337Deployment } from './deployErc4337.js'
import { SessionAccountFactoryArtifact } from './sessionAccountArtifacts.generated.js'
import {
  deploySessionAccount,
  grantSessionCallData,
  revokeSessionCallData,
  SESSION_ACCOUNT_FACTORY_07,
  type SessionGrant,
  sendAndConfirm,
  sessionAccountAbi,
  sessionCallData,
  signSessionUserOperation,
} from './sessionKey.js'

// SessionAccount's rules, on anvil against the real EntryPoint v0.7: anvil account 0 plays the
// bundler (`handleOps`, simulated first so a refused operation gives the EntryPoint's reason).
// Each test uses an account of a fresh owner, so the tests share the chain.
const bundler = privateKeyToAccount(ANVIL_PRIVATE_KEY)
const TRANSFER = toFunctionSelector('transfer(address,uint256)')
const DAY = 86_400
const usdc = (amount: string) => parseUnits(amount, 6)

type Outcome = { refused: string } | { success: boolean; revert?: string }

describe('SessionAccount: session keys enforced on chain', () => {
  let node: AnvilNode
  let deployment: Erc4337Deployment
  let token: Address

  beforeAll(async () => {
    node = await startAnvil()
    deployment = await deployErc4337(node.rpcUrl)
    token = await deployTestToken(node.rpcUrl, { name: 'USD Coin', symbol: 'USDC', decimals: 6 })
  }, 60_000)
  afterAll(async () => {
    await node?.stop()
  })

  const publicClient = () => createPublicClient({ transport: http(node.rpcUrl) })
  const walletClient = () => createWalletClient({ transport: http(node.rpcUrl) })
  const now = async () => Number((await publicClient().getBlock()).timestamp)
  const freshKey = () => privateKeyToAccount(generatePrivateKey())
  const freshAddress = () => freshKey().address
  const balanceOf = (address: Address) =>
    publicClient().readContract({
      address: token,
      abi: testTokenAbi,
      functionName: 'balanceOf',
      args: [address],
    })

  const send = (from: LocalAccount, to: Address, data: Hex) =>
    sendAndConfirm(node.rpcUrl, from, to, data)

  /** A deployed SessionAccount of a fresh owner, holding 1 ETH and 100 USDC. */
  async function freshAccount() {
    const { owner, address } = await deploySessionAccount(
      node.rpcUrl,
      deployment.sessionAccountFactory,
    )
    await node.request('anvil_setBalance', [address, '0xDE0B6B3A7640000'])
    await send(bundler, token, mintData(address, usdc('100')))
    return { owner, address }
  }
  const mintData = (to: Address, amount: bigint) =>
    encodeFunctionData({ abi: testTokenAbi, functionName: 'mint', args: [to, amount] })
  const transferData = (to: Address, amount: bigint) =>
    encodeFunctionData({ abi: testTokenAbi, functionName: 'transfer', args: [to, amount] })

  /** The owner grants a session directly (it may also do so in a user operation). */
  async function grant(owner: LocalAccount, account: Address, session: Partial<SessionGrant>) {
    const full = { key: freshAddress(), target: token, validUntil: (await now()) + DAY, ...session }
    const receipt = await send(owner, account, grantSessionCallData(full))
    expect(receipt.status).toBe('success')
    return full
  }

  /** One user operation through the EntryPoint: refused at validation, or its execution's result. */
  async function handleOp(
    sender: Address,
    callData: Hex,
    sign: (operation: UserOperation<'0.7'>) => Promise<Hex>,
  ): Promise<Outcome> {
    const nonce = await publicClient().readContract({
      address: entryPoint07Address,
      abi: entryPoint07Abi,
      functionName: 'getNonce',
      args: [sender, 0n],
    })
    const operation: UserOperation<'0.7'> = {
      sender,
      nonce,
      callData,
      callGasLimit: 300_000n,
      verificationGasLimit: 300_000n,
      preVerificationGas: 60_000n,
      maxFeePerGas: parseUnits('10', 9),
      maxPriorityFeePerGas: 1n,
      signature: '0x',
    }
    operation.signature = await sign(operation)
    const request = {
      account: bundler,
      address: entryPoint07Address,
      abi: entryPoint07Abi,
      functionName: 'handleOps',
      args: [[toPackedUserOperation(operation)], bundler.address],
    } as const
    try {
      await publicClient().simulateContract(request)
    } catch (error) {
      const reverted =
        error instanceof BaseError && error.walk((e) => e instanceof ContractFunctionRevertedError)
      if (reverted instanceof ContractFunctionRevertedError && reverted.data) {
        return { refused: String(reverted.data.args?.at(-1)) }
      }
      throw error
    }
    const hash = await walletClient().writeContract({ ...request, chain: null })
    const receipt = await publicClient().waitForTransactionReceipt({ hash, timeout: 30_000 })
    const logs = parseEventLogs({ abi: entryPoint07Abi, logs: receipt.logs })
    const event = logs.find((log) => log.eventName === 'UserOperationEvent')
    const reason = logs.find((log) => log.eventName === 'UserOperationRevertReason')
    if (!event) throw new Error('handleOps emitted no UserOperationEvent')
    const revert =
      reason &&
      decodeErrorResult({ abi: sessionAccountAbi, data: reason.args.revertReason }).errorName
    return { success: event.args.success, ...(revert ? { revert } : {}) }
  }

  const hashOf = (userOperation: UserOperation<'0.7'>) =>
    getUserOperationHash({
      chainId: node.chainId,
      entryPointAddress: entryPoint07Address,
      entryPointVersion: '0.7',
      userOperation,
    })

  const signByOwner = (owner: LocalAccount) => (userOperation: UserOperation<'0.7'>) =>
    owner.signMessage({ message: { raw: hashOf(userOperation) } })
  /** The account's `execute(account, 0, data)`: an owner-only method reached through a user operation. */
  const selfCall = (account: Address, data: Hex) =>
    encodeFunctionData({
      abi: sessionAccountAbi,
      functionName: 'execute',
      args: [account, 0n, data],
    })

  const sessionOp = (
    account: Address,
    key: LocalAccount,
    call: { target: Address; value?: bigint; data?: Hex },
  ) =>
    handleOp(account, sessionCallData({ key: key.address, ...call }), (userOperation) =>
      signSessionUserOperation({ key, chainId: node.chainId, userOperation }),
    )

  it('is deployed by deployErc4337 at SESSION_ACCOUNT_FACTORY_07 (CREATE2 of the committed bytecode)', () => {
    const initCode = concat([
      SessionAccountFactoryArtifact.bytecode,
      `0x000000000000000000000000${entryPoint07Address.slice(2).toLowerCase()}`,
    ])
    const expected = getContractAddress({
      opcode: 'CREATE2',
      from: CREATE2_DEPLOYER_ADDRESS,
      salt: zeroHash,
      bytecode: initCode,
    })
    expect(deployment.sessionAccountFactory).toBe(expected)
    expect(SESSION_ACCOUNT_FACTORY_07).toBe(expected)
  })

  it('spends within the token limit, then a transfer beyond it reverts on chain', async () => {
    const { owner, address } = await freshAccount()
    const key = freshKey()
    await grant(owner, address, { key: key.address, selector: TRANSFER, tokenLimit: usdc('5') })
    const receiver = freshAddress()
    const first = await sessionOp(address, key, {
      target: token,
      data: transferData(receiver, usdc('3')),
    })
    expect(first).toEqual({ success: true })
    expect(await balanceOf(receiver)).toBe(usdc('3'))
    // 3 + 2.5 > 5: the cumulative spend is over the limit.
    const second = await sessionOp(address, key, {
      target: token,
      data: transferData(receiver, usdc('2.5')),
    })
    expect(second).toEqual({ success: false, revert: 'SessionTokenLimit' })
    expect(await balanceOf(receiver)).toBe(usdc('3'))
    const exact = await sessionOp(address, key, {
      target: token,
      data: transferData(receiver, usdc('2')),
    })
    expect(exact).toEqual({ success: true })
    expect(await balanceOf(receiver)).toBe(usdc('5'))
  })

  it('counts an approve against the token limit too', async () => {
    const { owner, address } = await freshAccount()
    const key = freshKey()
    await grant(owner, address, { key: key.address, tokenLimit: usdc('1') })
    const approve = encodeFunctionData({
      abi: testTokenAbi,
      functionName: 'approve',
      args: [freshAddress(), usdc('2')],
    })
    expect(await sessionOp(address, key, { target: token, data: approve })).toEqual({
      success: false,
      revert: 'SessionTokenLimit',
    })
  })

  it('sends native value within its limit; beyond it reverts', async () => {
    const { owner, address } = await freshAccount()
    // A contract that takes ETH: another SessionAccount.
    const other = await freshAccount()
    const key = freshKey()
    await grant(owner, address, {
      key: key.address,
      target: other.address,
      valueLimit: parseEther('0.1'),
    })
    const before = await publicClient().getBalance({ address: other.address })
    expect(
      await sessionOp(address, key, { target: other.address, value: parseEther('0.06') }),
    ).toEqual({
      success: true,
    })
    expect(
      await sessionOp(address, key, { target: other.address, value: parseEther('0.06') }),
    ).toEqual({
      success: false,
      revert: 'SessionValueLimit',
    })
    expect(await publicClient().getBalance({ address: other.address })).toBe(
      before + parseEther('0.06'),
    )
  })

  it('reverts a call to another contract', async () => {
    const { owner, address } = await freshAccount()
    const key = freshKey()
    await grant(owner, address, { key: key.address, tokenLimit: usdc('5') })
    const other = await deployTestToken(node.rpcUrl, { name: 'Other', symbol: 'OTH', decimals: 6 })
    await send(bundler, other, mintData(address, usdc('10')))
    const outcome = await sessionOp(address, key, {
      target: other,
      data: transferData(freshAddress(), 1n),
    })
    expect(outcome).toEqual({ success: false, revert: 'SessionTargetNotAllowed' })
  })

  it('reverts a method other than the granted one', async () => {
    const { owner, address } = await freshAccount()
    const key = freshKey()
    await grant(owner, address, { key: key.address, selector: TRANSFER, tokenLimit: usdc('5') })
    const approve = encodeFunctionData({
      abi: testTokenAbi,
      functionName: 'approve',
      args: [freshAddress(), 1n],
    })
    expect(await sessionOp(address, key, { target: token, data: approve })).toEqual({
      success: false,
      revert: 'SessionMethodNotAllowed',
    })
  })

  it('refuses a session call once revoked, and a key that was never granted', async () => {
    const { owner, address } = await freshAccount()
    const key = freshKey()
    await grant(owner, address, { key: key.address, tokenLimit: usdc('5') })
    const call = { target: token, data: transferData(freshAddress(), 1n) }
    expect(await sessionOp(address, key, call)).toEqual({ success: true })
    // Revoked as the frame does it: a user operation of the owner, the account calling itself.
    const revoke = selfCall(address, revokeSessionCallData(key.address))
    expect(await handleOp(address, revoke, signByOwner(owner))).toEqual({ success: true })
    expect(await sessionOp(address, key, call)).toEqual({ refused: 'AA24 signature error' })
    expect(await sessionOp(address, freshKey(), call)).toEqual({ refused: 'AA24 signature error' })
  })

  it('refuses a session signature on anything but executeSession, or naming another key', async () => {
    const { owner, address } = await freshAccount()
    const key = freshKey()
    const other = freshKey()
    await grant(owner, address, { key: key.address, tokenLimit: usdc('5') })
    await grant(owner, address, { key: other.address, tokenLimit: usdc('5') })
    const execute = encodeFunctionData({
      abi: sessionAccountAbi,
      functionName: 'execute',
      args: [token, 0n, transferData(freshAddress(), 1n)],
    })
    const signByKey = (userOperation: UserOperation<'0.7'>) =>
      signSessionUserOperation({ key, chainId: node.chainId, userOperation })
    expect(await handleOp(address, execute, signByKey)).toEqual({ refused: 'AA24 signature error' })
    const asOther = sessionCallData({
      key: other.address,
      target: token,
      data: transferData(freshAddress(), 1n),
    })
    expect(await handleOp(address, asOther, signByKey)).toEqual({ refused: 'AA24 signature error' })
  })

  it("refuses a session signature made for another account's operation (no replay)", async () => {
    const first = await freshAccount()
    const second = await freshAccount()
    const key = freshKey()
    await grant(first.owner, first.address, { key: key.address, tokenLimit: usdc('5') })
    await grant(second.owner, second.address, { key: key.address, tokenLimit: usdc('5') })
    const callData = sessionCallData({
      key: key.address,
      target: token,
      data: transferData(freshAddress(), 1n),
    })
    const outcome = await handleOp(second.address, callData, (userOperation) =>
      signSessionUserOperation({
        key,
        chainId: node.chainId,
        userOperation: { ...userOperation, sender: first.address },
      }),
    )
    expect(outcome).toEqual({ refused: 'AA24 signature error' })
  })

  it('keeps the owner in charge: only it grants, never to the account itself, and a key once', async () => {
    const { owner, address } = await freshAccount()
    const key = freshAddress()
    const grantData = (target: Address) =>
      grantSessionCallData({ key, target, validUntil: 2 ** 40 })
    await expect(send(bundler, address, grantData(token))).rejects.toThrow()
    await expect(send(owner, address, grantData(address))).rejects.toThrow()
    await expect(send(owner, address, grantData(entryPoint07Address))).rejects.toThrow()
    // Granted through the owner's user operation (the account calling itself), as the frame does.
    expect(
      await handleOp(address, selfCall(address, grantData(token)), signByOwner(owner)),
    ).toEqual({
      success: true,
    })
    await expect(send(owner, address, grantData(token))).rejects.toThrow()
    // The owner's own 65-byte signature still drives `execute`.
    const receiver = freshAddress()
    const ownerOp = await handleOp(
      address,
      encodeFunctionData({
        abi: sessionAccountAbi,
        functionName: 'execute',
        args: [token, 0n, transferData(receiver, usdc('1'))],
      }),
      signByOwner(owner),
    )
    expect(ownerOp).toEqual({ success: true })
    expect(await balanceOf(receiver)).toBe(usdc('1'))
  })

  it('refuses a session call after its expiry (validUntil)', async () => {
    const { owner, address } = await freshAccount()
    const key = freshKey()
    await grant(owner, address, {
      key: key.address,
      tokenLimit: usdc('5'),
      validUntil: (await now()) + 60,
    })
    const call = { target: token, data: transferData(freshAddress(), 1n) }
    expect(await sessionOp(address, key, call)).toEqual({ success: true })
    await node.request('evm_increaseTime', [120])
    await node.request('evm_mine', [])
    expect(await sessionOp(address, key, call)).toEqual({ refused: 'AA22 expired or not due' })
  })
})
