// Types for compile-contracts.mjs, so the test that recompiles the contracts type-checks.
export interface CompiledContract {
  abi: unknown[]
  bytecode: `0x${string}`
  deployedBytecode: `0x${string}`
}
export interface CompileResult {
  solcVersion: string
  contracts: Record<string, CompiledContract>
}
export const contractsDir: string
export const artifactsPath: string
export const compilerSettings: Record<string, unknown>
export function compileContracts(): CompileResult
export function renderArtifacts(result: CompileResult): string
