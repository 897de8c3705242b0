import { bip122Verifier } from './bip122Verifier.js'
import { eip155Verifier } from './eip155Verifier.js'
import { polkadotVerifier } from './polkadotVerifier.js'
import { solanaVerifier } from './solanaVerifier.js'
import type { FamilyVerifier } from './types.js'

/** The namespaces sign-in verifies, each with its family's checks. */
export const VERIFIERS: Readonly<Record<string, FamilyVerifier>> = Object.freeze({
  eip155: eip155Verifier,
  solana: solanaVerifier,
  bip122: bip122Verifier,
  polkadot: polkadotVerifier,
})

export const verifierOf = (namespace: string): FamilyVerifier | undefined =>
  Object.hasOwn(VERIFIERS, namespace) ? VERIFIERS[namespace] : undefined
