import type { ChainClient } from '../chains/chainClients.js'

/** What a family's verifier is asked: did `address` sign exactly `message` on `chainId`? */
export interface SignatureInput {
  /** CAIP-2 network of the message. */
  chainId: string
  /** The address as the message writes it (checked first with `checkAddress`). */
  address: string
  message: string
  signature: string
  /** The server's client of that chain, when it serves it (eip155 contract accounts need it). */
  chain?: ChainClient | undefined
}

/** One chain family's sign-in checks. */
export interface FamilyVerifier {
  /**
   * The address in its canonical form (eip155: checksummed), or a reason why it is not an
   * address of this family on this network's `reference`.
   */
  checkAddress(address: string, reference: string): { address: string } | { reason: string }
  /** True when the signature is the address's over the message. Throws only on a chain failure. */
  verify(input: SignatureInput): Promise<boolean>
}
