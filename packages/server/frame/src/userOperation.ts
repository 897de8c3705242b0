/**
 * User operations (ERC-4337, EntryPoint v0.7) of the embedded wallet's smart account: a list of
 * calls becomes one operation (one call → the account's `execute`, several → `executeBatch`,
 * all or nothing), with the factory's `createAccount` while the account is not deployed, the
 * EntryPoint's nonce, the bundler's gas estimate and the node's fees; paid by the project's
 * paymaster when the server's sponsorship policy covers it, else by the account; signed by the
 * frame-held key, sent to the bundler and waited for. Every wait has a time limit.
 */
import {
  type Address,
  decodeFunctionData,
  encodeFunctionData,
  type Hex,
  hexToBigInt,
  isHex,
  numberToHex,
} from 'viem'
import { getUserOperationHash } from 'viem/account-abstraction'
import type { PrivateKeyAccount } from 'viem/accounts'
import { feesPerGas, rpcCall } from './evm.js'
import { isDeployed, smartAccountAddress } from './smartAccount.js'

/** One call the account makes: `to` with `value` (wei) and `data`. */
export interface AccountCall {
  to: Address
  value?: bigint
  data?: Hex
}

/** The chain's ERC-4337 parts the operation needs (from the server's project answer). */
export interface SmartAccountChain {
  /** The eip155 chain id (a number). */
  id: number
  rpcUrl: string
  entryPoint: Address
  accountFactory: Address
}

/** Paymaster fields of a sponsored operation (RPC form), as the server's sponsorship route answers. */
export interface PaymasterFields {
  paymaster: Address
  paymasterData: Hex
  paymasterVerificationGasLimit: Hex
  paymasterPostOpGasLimit: Hex
}

/** A v0.7 user operation in RPC form (0x quantities); gas fields absent until estimated. */
export interface RpcUserOperation {
  sender: Address
  nonce: Hex
  factory?: Address
  factoryData?: Hex
  callData: Hex
  callGasLimit?: Hex
  verificationGasLimit?: Hex
  preVerificationGas?: Hex
  maxFeePerGas: Hex
  maxPriorityFeePerGas: Hex
  paymaster?: Address
  paymasterData?: Hex
  paymasterVerificationGasLimit?: Hex
  paymasterPostOpGasLimit?: Hex
  signature?: Hex
}

/** Where operations go: the chain's bundler (JSON-RPC) and the project's sponsorship. */
export interface UserOperationServices {
  bundler(method: string, params: unknown[]): Promise<unknown>
  /**
   * The paymaster fields for `userOperation` (`stub`: for gas estimation, not counted against
   * the visitor's daily cap), or undefined when the project does not pay for it.
   */
  sponsor(userOperation: RpcUserOperation, stub: boolean): Promise<PaymasterFields | undefined>
}

/** The bundler's receipt (`eth_getUserOperationReceipt`): did it succeed, in which transaction. */
export interface UserOperationReceipt {
  userOpHash: Hex
  success: boolean
  sender: Address
  paymaster?: Address
  actualGasCost: Hex
  receipt: { transactionHash: Hex; blockNumber: Hex }
}

/** How long `waitForUserOperationReceipt` waits by default, and how often it asks. */
export const RECEIPT_TIMEOUT_MS = 60_000
export const RECEIPT_POLL_MS = 500

/** SimpleAccount's execute / executeBatch, its factory's createAccount, the EntryPoint's getNonce. */
const accountAbi = [
  {
    type: 'function',
    name: 'execute',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'dest', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'func', type: 'bytes' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'executeBatch',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'dest', type: 'address[]' },
      { name: 'value', type: 'uint256[]' },
      { name: 'func', type: 'bytes[]' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'createAccount',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'getNonce',
    stateMutability: 'view',
    inputs: [
      { name: 'sender', type: 'address' },
      { name: 'key', type: 'uint192' },
    ],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const

/** The account's callData for `calls`: `execute` for one, `executeBatch` for several. */
export function accountCallData(calls: readonly AccountCall[]): Hex {
  if (calls.length === 0) throw new Error('A user operation needs at least one call')
  if (calls.length === 1) {
    const [call] = calls as [AccountCall]
    return encodeFunctionData({
      abi: accountAbi,
      functionName: 'execute',
      args: [call.to, call.value ?? 0n, call.data ?? '0x'],
    })
  }
  return encodeFunctionData({
    abi: accountAbi,
    functionName: 'executeBatch',
    args: [
      calls.map((call) => call.to),
      calls.map((call) => call.value ?? 0n),
      calls.map((call) => call.data ?? '0x'),
    ],
  })
}

/**
 * The calls an account callData makes (the inverse of `accountCallData`): one `execute`, or
 * `executeBatch` with its lists of one length (its values empty for none, as SimpleAccount
 * allows). Anything else throws: what it would do cannot be shown for approval.
 */
export function accountCallsOf(callData: Hex): AccountCall[] {
  let decoded: ReturnType<typeof decodeFunctionData<typeof accountAbi>>
  try {
    decoded = decodeFunctionData({ abi: accountAbi, data: callData })
  } catch {
    throw new Error("The user operation's callData must call the account's execute or executeBatch")
  }
  if (decoded.functionName === 'execute') {
    const [to, value, data] = decoded.args
    return [{ to, value, data }]
  }
  if (decoded.functionName !== 'executeBatch')
    throw new Error("The user operation's callData must call the account's execute or executeBatch")
  const [targets, values, datas] = decoded.args
  if (targets.length !== datas.length || (values.length > 0 && values.length !== datas.length))
    throw new Error("The user operation's executeBatch has lists of different lengths")
  if (targets.length === 0) throw new Error('A user operation needs at least one call')
  return targets.map((to, index) => ({
    to,
    value: values[index] ?? 0n,
    data: datas[index] ?? '0x',
  }))
}

const quantity = (value: unknown, what: string): bigint => {
  if (typeof value !== 'string' || !isHex(value)) throw new Error(`The bundler gave no ${what}`)
  return hexToBigInt(value)
}
const zero = (value: Hex | undefined) => (value ? hexToBigInt(value) : 0n)

/** The operation's hash (EntryPoint v0.7), signed by the owner as an EIP-191 message. */
function signOperation(op: RpcUserOperation, owner: PrivateKeyAccount, chain: SmartAccountChain) {
  const hash = getUserOperationHash({
    chainId: chain.id,
    entryPointAddress: chain.entryPoint,
    entryPointVersion: '0.7',
    userOperation: {
      sender: op.sender,
      nonce: hexToBigInt(op.nonce),
      ...(op.factory && { factory: op.factory, factoryData: op.factoryData ?? '0x' }),
      callData: op.callData,
      callGasLimit: zero(op.callGasLimit),
      verificationGasLimit: zero(op.verificationGasLimit),
      preVerificationGas: zero(op.preVerificationGas),
      maxFeePerGas: hexToBigInt(op.maxFeePerGas),
      maxPriorityFeePerGas: hexToBigInt(op.maxPriorityFeePerGas),
      ...(op.paymaster && {
        paymaster: op.paymaster,
        paymasterData: op.paymasterData ?? '0x',
        paymasterVerificationGasLimit: zero(op.paymasterVerificationGasLimit),
        paymasterPostOpGasLimit: zero(op.paymasterPostOpGasLimit),
      }),
      signature: '0x',
    },
  })
  return owner.signMessage({ message: { raw: hash } })
}

/** The smart account's address, whether it is deployed, and its next nonce (key 0). */
async function accountState(owner: Address, chain: SmartAccountChain) {
  const sender = await smartAccountAddress(owner, chain)
  const [deployed, nonce] = await Promise.all([
    isDeployed(chain.rpcUrl, sender),
    rpcCall(chain.rpcUrl, 'eth_call', [
      {
        to: chain.entryPoint,
        data: encodeFunctionData({ abi: accountAbi, functionName: 'getNonce', args: [sender, 0n] }),
      },
      'latest',
    ]),
  ])
  return { sender, deployed, nonce: quantity(nonce, 'nonce') }
}

/**
 * Builds, signs and sends one user operation making `calls` from `owner`'s smart account.
 * Answers the bundler's operation hash, the account and whether the project's paymaster pays.
 */
export async function sendUserOperation(
  calls: readonly AccountCall[],
  owner: PrivateKeyAccount,
  chain: SmartAccountChain,
  services: UserOperationServices,
): Promise<{ hash: Hex; sender: Address; sponsored: boolean }> {
  const callData = accountCallData(calls)
  const [{ sender, deployed, nonce }, fees] = await Promise.all([
    accountState(owner.address, chain),
    feesPerGas(chain.rpcUrl),
  ])
  const maxFee = 'gasPrice' in fees ? fees.gasPrice : fees.maxFeePerGas
  const priority = 'gasPrice' in fees ? fees.gasPrice : fees.maxPriorityFeePerGas
  let op: RpcUserOperation = {
    sender,
    nonce: numberToHex(nonce),
    ...(!deployed && {
      factory: chain.accountFactory,
      factoryData: encodeFunctionData({
        abi: accountAbi,
        functionName: 'createAccount',
        args: [owner.address, 0n],
      }),
    }),
    callData,
    maxFeePerGas: numberToHex(maxFee),
    maxPriorityFeePerGas: numberToHex(priority),
  }
  const stub = await services.sponsor(op, true)
  if (stub) op = { ...op, ...stub }
  // A real signature of the draft for estimation: the account checks its shape (not its hash).
  const estimate = (await services.bundler('eth_estimateUserOperationGas', [
    { ...op, signature: await signOperation(op, owner, chain) },
    chain.entryPoint,
  ])) as Record<string, unknown> | null
  op = {
    ...op,
    callGasLimit: numberToHex(quantity(estimate?.callGasLimit, 'callGasLimit')),
    verificationGasLimit: numberToHex(
      quantity(estimate?.verificationGasLimit, 'verificationGasLimit'),
    ),
    preVerificationGas: numberToHex(quantity(estimate?.preVerificationGas, 'preVerificationGas')),
  }
  const paid = stub ? await services.sponsor(op, false) : undefined
  if (stub && !paid) throw new Error('The sponsorship was withdrawn between estimate and signing')
  if (paid) op = { ...op, ...paid }
  const signed = { ...op, signature: await signOperation(op, owner, chain) }
  const hash = await services.bundler('eth_sendUserOperation', [signed, chain.entryPoint])
  if (typeof hash !== 'string' || !isHex(hash) || hash.length !== 66)
    throw new Error('The bundler gave no user operation hash')
  return { hash, sender, sponsored: paid !== undefined }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The operation's receipt once it is in a block, asked every `pollMs`; fails after `timeoutMs`,
 * and when the operation reverted (its calls are undone; the gas is paid).
 */
export async function waitForUserOperationReceipt(
  hash: Hex,
  services: Pick<UserOperationServices, 'bundler'>,
  { timeoutMs = RECEIPT_TIMEOUT_MS, pollMs = RECEIPT_POLL_MS } = {},
): Promise<UserOperationReceipt> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const receipt = (await services.bundler('eth_getUserOperationReceipt', [
      hash,
    ])) as UserOperationReceipt | null
    if (receipt) {
      if (!receipt.success)
        throw new Error(
          `The user operation reverted (transaction ${receipt.receipt.transactionHash})`,
        )
      return receipt
    }
    if (Date.now() + pollMs > deadline)
      throw new Error(`The user operation was not included within ${timeoutMs / 1000} s`)
    await delay(pollMs)
  }
}
