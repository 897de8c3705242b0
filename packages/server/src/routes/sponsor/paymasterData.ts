import { type Address, concat, encodeAbiParameters, type Hex, keccak256, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** A v0.7 user operation's fields a VerifyingPaymaster signature covers. */
export interface SponsoredUserOperation {
  sender: Address
  nonce: bigint
  factory?: Address | undefined
  factoryData?: Hex | undefined
  callData: Hex
  callGasLimit: bigint
  verificationGasLimit: bigint
  preVerificationGas: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
}

/** What the server decides: the paymaster's own gas limits and the signature's time range. */
export interface PaymasterTerms {
  paymaster: Address
  chainId: number
  paymasterVerificationGasLimit: bigint
  paymasterPostOpGasLimit: bigint
  /** Seconds since the epoch; the EntryPoint refuses the operation after it. */
  validUntil: number
  validAfter: number
}

/** Two uint128 packed in one bytes32, high first (PackedUserOperation's gas fields). */
const packUint128 = (high: bigint, low: bigint): Hex =>
  concat([numberToHex(high, { size: 16 }), numberToHex(low, { size: 16 })])

/**
 * VerifyingPaymaster.getHash (@account-abstraction/contracts 0.7) computed here: the packed
 * operation's sender, nonce, initCode and callData hashes, gas limits and fees, the paymaster's
 * gas limits, the chain, the paymaster and the time range. (A sponsored operation landing on
 * chain is what proves it equal to the contract's.)
 */
export function verifyingPaymasterHash(op: SponsoredUserOperation, terms: PaymasterTerms): Hex {
  const initCode = op.factory ? concat([op.factory, op.factoryData ?? '0x']) : '0x'
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint48' },
        { type: 'uint48' },
      ],
      [
        op.sender,
        op.nonce,
        keccak256(initCode),
        keccak256(op.callData),
        packUint128(op.verificationGasLimit, op.callGasLimit),
        packUint128(terms.paymasterVerificationGasLimit, terms.paymasterPostOpGasLimit),
        op.preVerificationGas,
        packUint128(op.maxPriorityFeePerGas, op.maxFeePerGas),
        BigInt(terms.chainId),
        terms.paymaster,
        terms.validUntil,
        terms.validAfter,
      ],
    ),
  )
}

/**
 * A signature's shape for gas estimation: r, s and v that recover to some address (the paymaster
 * then reports a signature failure, which estimation allows, instead of reverting).
 */
const STUB_SIGNATURE: Hex = `0x${'f'.repeat(31)}${'0'.repeat(33)}7${'a'.repeat(63)}1c`

const timeRange = (terms: PaymasterTerms) =>
  encodeAbiParameters(
    [{ type: 'uint48' }, { type: 'uint48' }],
    [terms.validUntil, terms.validAfter],
  )

/** `paymasterData` for estimating gas: the time range and a stub signature. */
export const stubPaymasterData = (terms: PaymasterTerms): Hex =>
  concat([timeRange(terms), STUB_SIGNATURE])

/** `paymasterData`: the time range and the signer's EIP-191 signature of the paymaster hash. */
export async function signPaymasterData(
  op: SponsoredUserOperation,
  terms: PaymasterTerms,
  signerPrivateKey: Hex,
): Promise<Hex> {
  const signature = await privateKeyToAccount(signerPrivateKey).signMessage({
    message: { raw: verifyingPaymasterHash(op, terms) },
  })
  return concat([timeRange(terms), signature])
}
