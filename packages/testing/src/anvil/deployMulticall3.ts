import type { Address } from 'viem'
import { Multicall3Artifact } from '../contracts/artifacts.generated.js'
import { jsonRpcRequest } from '../rpc/jsonRpcRequest.js'

/** Where Multicall3 lives on (almost) every EVM chain; viem's chain definitions point here. */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

/**
 * Places Multicall3's runtime bytecode at MULTICALL3_ADDRESS with `anvil_setCode`, so
 * `multicall` / `useReadContracts` work on a fresh anvil (which has none).
 *
 * Where the bytecode comes from: no installed package ships the canonical runtime bytecode
 * (viem only bundles a differently compiled creation code for its internal deployless calls),
 * so contracts/Multicall3.sol implements the Multicall3 interface (same functions, selectors,
 * return types, revert reasons) and scripts/compile-contracts.mjs compiles it with the npm
 * `solc` package into artifacts.generated.ts. Callers see the same behaviour as on mainnet;
 * the bytes differ from the 2022 mainnet deployment (compiled with solc 0.8.12).
 */
export async function deployMulticall3(rpcUrl: string): Promise<Address> {
  await jsonRpcRequest(rpcUrl, 'anvil_setCode', [
    MULTICALL3_ADDRESS,
    Multicall3Artifact.deployedBytecode,
  ])
  return MULTICALL3_ADDRESS
}
