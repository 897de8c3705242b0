// Types for compile-session-account.mjs, so the test that checks its artifacts type-checks.
export interface SessionAccountCompile {
  solcVersion: string
  sources: string[]
  inputHash: string
  contracts: Record<
    'SessionAccount' | 'SessionAccountFactory',
    { abi: unknown[]; bytecode: `0x${string}` }
  >
}
export const sessionArtifactsPath: string
export const compilerSettings: Record<string, unknown>
export function inputHash(sourcePaths: readonly string[]): string
export function compileSessionAccount(): Promise<SessionAccountCompile>
export function renderSessionArtifacts(result: SessionAccountCompile): string
