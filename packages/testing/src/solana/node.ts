// `@gangway/testing/solana/node`: the Node side of the Solana family — the local validator (LiteSVM
// behind the Solana JSON-RPC and PubSub APIs), SPL tokens on its ledger, and the conformance
// suite's Solana wallet driver and environment. Its SDKs are optional peer dependencies of
// @gangway/testing (see the README's install line for Solana). The wallet itself is in
// `@gangway/testing/solana` (browser-safe), its page script in `@gangway/testing`.
export {
  installSolanaWallet,
  type SolanaWalletDriver,
  type TestWalletRegistry,
} from '../conformance/drivers/solanaDriver.js'
export { solanaEnvironment } from '../conformance/environments/solanaEnvironment.js'
export {
  bundleSolanaBrowserWallet,
  solanaTestWalletInitScript,
} from './solanaTestWalletInitScript.js'
export {
  type CreateSplMintOptions,
  createSplMint,
  decodeSplMint,
  decodeSplTokenAccount,
  findSplTokenAccounts,
  getSplTokenBalance,
  type MintSplTokensOptions,
  mintSplTokens,
  SPL_ASSOCIATED_TOKEN_PROGRAM_ID,
  SPL_TOKEN_2022_PROGRAM_ID,
  SPL_TOKEN_PROGRAM_ID,
  type SplAddress,
  type SplMint,
  type SplMintState,
  type SplTokenAccountState,
  type SplTokenProgram,
  splAssociatedTokenAddress,
} from './splTokens.js'
export {
  type SolanaValidator,
  type StartSolanaValidatorOptions,
  startSolanaValidator,
} from './startSolanaValidator.js'
export {
  BLOCKHASH_VALIDITY_BLOCKS,
  createSvmLedger,
  LAMPORTS_PER_SIGNATURE,
  type ProcessOutcome,
  type SignatureStatus,
  type SvmLedger,
  type SvmLedgerOptions,
} from './svmLedger.js'
export type {
  LandedTransaction,
  SignatureQuery,
  TransactionHistory,
} from './transactionHistory.js'
