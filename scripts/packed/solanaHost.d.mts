/** The packages npm warned EBADENGINE about (one entry per warning) in an install's output. */
export declare function engineWarnings(installOutput: string): string[]
/** The problems of the host's install output and smoke run (empty when it is as it should be). */
export declare function solanaHostProblems(installOutput: string, smokeOutput: string): string[]
/** Installs the Solana host from the tarballs into `work`/host-solana and runs its node. */
export declare function checkSolanaHost(
  work: string,
  packed: Map<string, unknown>,
): Promise<string[]>
