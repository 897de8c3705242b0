/**
 * Smart sessions of SessionAccount (contracts/erc4337/SessionAccount.sol): the owner's grant and
 * revoke calls, and user operations a session key signs (`executeSession` through the account,
 * signature = the key's address then its signature of the EntryPoint's userOpHash).
 */
import {
  type Address,
  type Chain,
  type Client,
  concat,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  type LocalAccount,
  parseEther,
  type Transport,
  toHex,
} from 'viem'
import {
  entryPoint07Abi,
  entryPoint07Address,
  getUserOperationHash,
  toSmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { localPublicClient } from '../contracts/deployContract.js'
import { RECEIPT_TIMEOUT_MS } from '../dex/sendAndWait.js'
import {
  SessionAccountArtifact,
  SessionAccountFactoryArtifact,
} from './sessionAccountArtifacts.generated.js'
import { STUB_SIGNATURE } from './toSimpleAccount.js'

/**
 * SessionAccountFactory's address wherever `deployErc4337` deploys it (CREATE2 deployer, salt 0,
 * EntryPoint v0.7): sessionAccount.test checks it against the committed bytecode.
 */
export const SESSION_ACCOUNT_FACTORY_07: Address = '0x4C33a4dCda9bc20f4F96C32F1A02EfBCe04fac96'

export const sessionAccountAbi = SessionAccountArtifact.abi

/** What a session allows (SessionAccount.grantSession's arguments). */
export interface SessionGrant {
  /** The session key's address (it signs the session's user operations). */
  key: Address
  /** The one contract the key may call. */
  target: Address
  /** The one method it may call there (4-byte selector); absent: any method. */
  selector?: Hex
  /** Native value (wei) the session may send, summed over its calls. */
  valueLimit?: bigint
  /** ERC-20 amount (transfer, approve, transferFrom, increaseAllowance) summed over its calls. */
  tokenLimit?: bigint
  /** Unix time (seconds) of the session's last valid second. */
  validUntil: number
}

/** Calldata of `grantSession(...)` (for `execute` in an owner's user operation, or a direct call). */
export function grantSessionCallData(grant: SessionGrant): Hex {
  return encodeFunctionData({
    abi: sessionAccountAbi,
    functionName: 'grantSession',
    args: [
      grant.key,
      grant.target,
      grant.selector ?? '0x00000000',
      grant.valueLimit ?? 0n,
      grant.tokenLimit ?? 0n,
      grant.validUntil,
    ],
  })
}

/** Calldata of `revokeSession(key)`. */
export function revokeSessionCallData(key: Address): Hex {
  return encodeFunctionData({ abi: sessionAccountAbi, functionName: 'revokeSession', args: [key] })
}

/** A session key's call, as the account's `executeSession(key, target, value, data)`. */
export interface SessionCall {
  key: Address
  target: Address
  value?: bigint
  data?: Hex
}

/** The user operation's callData for a session key's call. */
export function sessionCallData(call: SessionCall): Hex {
  return encodeFunctionData({
    abi: sessionAccountAbi,
    functionName: 'executeSession',
    args: [call.key, call.target, call.value ?? 0n, call.data ?? '0x'],
  })
}

/** The session signature of a v0.7 user operation: the key's address, then its EIP-191 signature. */
export async function signSessionUserOperation(options: {
  key: LocalAccount
  chainId: number
  userOperation: UserOperation<'0.7'>
}): Promise<Hex> {
  const hash = getUserOperationHash({
    chainId: options.chainId,
    entryPointAddress: entryPoint07Address,
    entryPointVersion: '0.7',
    userOperation: options.userOperation,
  })
  return concat([options.key.address, await options.key.signMessage({ message: { raw: hash } })])
}

/**
 * A deployed SessionAccount driven by a session key, as a viem smart account for a bundler client:
 * one call per user operation (the account's `executeSession`), signed by the key. What the key may
 * do is the account's business: it refuses or reverts what the session does not allow.
 */
export async function toSessionKeyAccount(options: {
  client: Client<Transport, Chain | undefined, undefined>
  /** The SessionAccount (deployed: a session key cannot deploy it). */
  address: Address
  key: LocalAccount
}) {
  const { client, address, key } = options
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: entryPoint07Address, version: '0.7' },
    async encodeCalls(calls) {
      const [only] = calls
      if (calls.length !== 1 || !only) throw new Error('A session key sends one call at a time')
      return sessionCallData({
        key: key.address,
        target: only.to,
        value: only.value,
        data: only.data,
      })
    },
    async getAddress() {
      return address
    },
    async getFactoryArgs() {
      return { factory: undefined, factoryData: undefined }
    },
    async getStubSignature() {
      return concat([key.address, STUB_SIGNATURE])
    },
    async signMessage() {
      throw new Error('A session key signs user operations only')
    },
    async signTypedData() {
      throw new Error('A session key signs user operations only')
    },
    async signUserOperation(parameters) {
      const { chainId = client.chain?.id, ...userOperation } = parameters
      if (chainId === undefined) throw new Error('The client has no chain: pass chainId')
      return signSessionUserOperation({
        key,
        chainId,
        userOperation: { ...userOperation, sender: address } as UserOperation<'0.7'>,
      })
    },
  })
}

/**
 * A call from `from` (a key) to `to`, waited for (RECEIPT_TIMEOUT_MS); throws when it reverts (the
 * node's gas estimate already refuses most). For an owner's direct calls to its account
 * (`grantSessionCallData`, `revokeSessionCallData`, `execute`) and the factory's `createAccount`.
 */
export async function sendAndConfirm(rpcUrl: string, from: LocalAccount, to: Address, data: Hex) {
  const hash = await createWalletClient({ transport: http(rpcUrl) }).sendTransaction({
    account: from,
    to,
    data,
    chain: null,
  })
  const receipt = await localPublicClient(rpcUrl).waitForTransactionReceipt({
    hash,
    timeout: RECEIPT_TIMEOUT_MS,
  })
  if (receipt.status !== 'success') throw new Error(`The call to ${to} reverted (${hash})`)
  return receipt
}

/**
 * A deployed SessionAccount of `owner` (default: a fresh key) from `factory` (salt 0), created
 * through the factory by the owner itself, who is given 1 ETH on the node (anvil) for its calls.
 */
export async function deploySessionAccount(
  rpcUrl: string,
  factory: Address,
  owner: LocalAccount = privateKeyToAccount(generatePrivateKey()),
) {
  const client = localPublicClient(rpcUrl)
  await client.request({
    method: 'anvil_setBalance' as 'eth_chainId',
    params: [owner.address, toHex(parseEther('1'))] as unknown as undefined,
  })
  const args = [owner.address, 0n] as const
  const artifact = SessionAccountFactoryArtifact
  await sendAndConfirm(
    rpcUrl,
    owner,
    factory,
    encodeFunctionData({ abi: artifact.abi, functionName: 'createAccount', args }),
  )
  const address = (await client.readContract({
    address: factory,
    abi: artifact.abi,
    functionName: 'getAddress',
    args,
  })) as Address
  return { owner, address }
}
