import type { Abi, Hex } from 'viem'

/** A contract's ABI and creation bytecode (0x-prefixed). */
export interface ContractArtifact {
  abi: Abi
  bytecode: Hex
}

/**
 * A contract artifact as a published package ships it (Waffle's `build/*.json` without the 0x,
 * Hardhat's `artifacts/*.json` with it): its ABI and creation bytecode, 0x-prefixed. Read with a
 * `require` of a literal specifier by the caller, on first use (never bundled).
 */
export function npmArtifact(json: { abi: Abi; bytecode: string }): ContractArtifact {
  const bytecode = json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`
  return { abi: json.abi, bytecode: bytecode as Hex }
}
