import {
  type Address,
  type Chain,
  type Client,
  encodeFunctionData,
  type Hex,
  type LocalAccount,
  type Transport,
  zeroAddress,
} from 'viem'
import {
  entryPoint07Abi,
  entryPoint07Address,
  getUserOperationHash,
  toSmartAccount,
} from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import { erc4337Artifacts } from './erc4337Artifacts.js'

/** SimpleAccountFactory v0.7's public address (where `deployErc4337` puts it). */
export const SIMPLE_ACCOUNT_FACTORY_07: Address = '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985'

/**
 * A signature of the right shape for gas estimation (r, s, v: 65 bytes that recover to some
 * address, so SimpleAccount's ECDSA.recover does not revert; the owner check then fails, which
 * estimation allows).
 */
export const STUB_SIGNATURE: Hex = `0x${'f'.repeat(31)}${'0'.repeat(33)}7${'a'.repeat(63)}1c`

export interface ToSimpleAccountOptions {
  /** A client of the account's chain (reads the counterfactual address and the nonce). */
  client: Client<Transport, Chain | undefined, undefined>
  /** The key that owns the account and signs its user operations. */
  owner: LocalAccount
  /** Default SIMPLE_ACCOUNT_FACTORY_07. */
  factory?: Address
  /** The factory's salt: one owner can have several accounts; default 0. */
  salt?: bigint
}

/**
 * The eth-infinitism SimpleAccount (EntryPoint v0.7) of `owner` as a viem smart account, for a
 * bundler client (`sendUserOperation`): its counterfactual address from the factory, its
 * `initCode` (`createAccount(owner, salt)`) until it is deployed, `execute` for one call and
 * `executeBatch` for several (one user operation, atomic), and the owner's EIP-191 signature of
 * the user operation hash. SimpleAccount v0.7 has no ERC-1271: message signing is refused.
 */
export async function toSimpleAccount(options: ToSimpleAccountOptions) {
  const { client, owner } = options
  const factory = options.factory ?? SIMPLE_ACCOUNT_FACTORY_07
  const salt = options.salt ?? 0n
  const { SimpleAccount, SimpleAccountFactory } = erc4337Artifacts()
  const address = (await readContract(client, {
    address: factory,
    abi: SimpleAccountFactory.abi,
    functionName: 'getAddress',
    args: [owner.address, salt],
  })) as Address
  if (address === zeroAddress) throw new Error(`${factory} is not a SimpleAccountFactory`)
  const entryPoint = { abi: entryPoint07Abi, address: entryPoint07Address, version: '0.7' } as const
  return toSmartAccount({
    client,
    entryPoint,
    async encodeCalls(calls) {
      const [only] = calls
      if (calls.length === 1 && only) {
        return encodeFunctionData({
          abi: SimpleAccount.abi,
          functionName: 'execute',
          args: [only.to, only.value ?? 0n, only.data ?? '0x'],
        })
      }
      return encodeFunctionData({
        abi: SimpleAccount.abi,
        functionName: 'executeBatch',
        args: [
          calls.map((call) => call.to),
          calls.map((call) => call.value ?? 0n),
          calls.map((call) => call.data ?? '0x'),
        ],
      })
    },
    async getAddress() {
      return address
    },
    async getFactoryArgs() {
      return {
        factory,
        factoryData: encodeFunctionData({
          abi: SimpleAccountFactory.abi,
          functionName: 'createAccount',
          args: [owner.address, salt],
        }),
      }
    },
    async getStubSignature() {
      return STUB_SIGNATURE
    },
    async signMessage() {
      throw new Error('SimpleAccount v0.7 does not verify message signatures (no ERC-1271)')
    },
    async signTypedData() {
      throw new Error('SimpleAccount v0.7 does not verify typed-data signatures (no ERC-1271)')
    },
    async signUserOperation(parameters) {
      const { chainId = client.chain?.id, ...userOperation } = parameters
      if (chainId === undefined) throw new Error('The client has no chain: pass chainId')
      const hash = getUserOperationHash({
        chainId,
        entryPointAddress: entryPoint.address,
        entryPointVersion: entryPoint.version,
        userOperation: { ...userOperation, sender: address },
      })
      return owner.signMessage({ message: { raw: hash } })
    },
  })
}
