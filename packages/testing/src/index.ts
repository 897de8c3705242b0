// Node entry of @gangway/testing. Browser-only code lives in ./browser (`@gangway/testing/browser`).
export { createAdapterContext, type TestAdapterContext } from './adapters/createAdapterContext.js'
export { ANVIL_MNEMONIC, ANVIL_PRIVATE_KEY, anvilPrivateKey } from './anvil/anvilAccounts.js'
export { deployMulticall3, MULTICALL3_ADDRESS } from './anvil/deployMulticall3.js'
export { findFreePort } from './anvil/findFreePort.js'
export { anvilPlatformPackage, resolveAnvilBinary } from './anvil/resolveAnvilBinary.js'
export { type AnvilNode, type StartAnvilOptions, startAnvil } from './anvil/startAnvil.js'
export {
  LOCAL_NAMES_GATEWAY_KEY,
  type LocalBalanceApi,
  type LocalBalanceChain,
  type LocalBalanceToken,
  type LocalCollection,
  type LocalErc4337Config,
  type LocalSwapConfig,
  localServerConfig,
  type StartLocalBalanceApiOptions,
  startLocalBalanceApi,
} from './balances/startLocalBalanceApi.js'
export {
  bitcoinTestProviderInitScript,
  bundleBitcoinTestProvider,
} from './bitcoin/bitcoinTestProviderInitScript.js'
export {
  bip322MessageHash,
  bitcoinMessageHash,
  signMessageBip322,
  signMessageEcdsa,
} from './bitcoin/messageSigning.js'
export {
  type BitcoinTestUtxo,
  buildTransfer,
  fakeUtxo,
  type SignedTransaction,
  signPsbtWithKeys,
} from './bitcoin/psbtSigning.js'
export { CHROMIUM_ARGS, type LaunchBrowserOptions, launchBrowser } from './browser/launchBrowser.js'
export { bundleBrowserWallet, testWalletInitScript } from './browser/testWalletInitScript.js'
export {
  Multicall3Artifact,
  solcVersion,
  TestCollectibleArtifact,
  TestEnsRegistryArtifact,
  TestIdRegistryArtifact,
  TestMultiTokenArtifact,
  TestOffchainResolverArtifact,
  TestSmartAccountArtifact,
  TestSmartAccountFactoryArtifact,
  TestTokenArtifact,
  TestUniversalResolverArtifact,
  TetherTokenArtifact,
} from './contracts/artifacts.generated.js'
export {
  type DeployContractOptions,
  type Deployer,
  deployContract,
  localPublicClient,
} from './contracts/deployContract.js'
export {
  type DeployTestCollectiblesOptions,
  deployTestCollectibles,
  type TestCollection,
  testCollectibleAbi,
} from './contracts/deployTestCollectibles.js'
export {
  type DeployTestEnsOptions,
  deployTestEns,
  type TestEns,
} from './contracts/deployTestEns.js'
export {
  type DeployTestMultiTokensOptions,
  deployTestMultiTokens,
  type TestMultiTokenAmount,
  type TestMultiTokenCollection,
  testMultiTokenAbi,
} from './contracts/deployTestMultiTokens.js'
export {
  type DeployTestTokenOptions,
  type DeployTestTokensOptions,
  deployTestToken,
  deployTestTokens,
  TEST_TOKENS,
  type TestTokenInfo,
  type TestTokenSymbol,
  testTokenAbi,
  tetherTokenAbi,
} from './contracts/deployTestTokens.js'
export {
  type DeployUniswapV2Options,
  deployUniswapV2,
} from './dex/deployUniswapV2.js'
export { type SeedUniswapV2PoolsOptions, seedUniswapV2Pools } from './dex/seedUniswapV2Pools.js'
export type { UniswapV2Deployment, UniswapV2PoolName } from './dex/types.js'
export {
  UNISWAP_V2_INIT_CODE_HASH,
  type UniswapV2Artifact,
  type UniswapV2Artifacts,
  uniswapV2Artifacts,
} from './dex/uniswapV2Artifacts.js'
export {
  CREATE2_DEPLOYER_ADDRESS,
  type DeployErc4337Options,
  deployErc4337,
  type Erc4337Deployment,
  LOCAL_PAYMASTER_SIGNER_KEY,
} from './erc4337/deployErc4337.js'
export {
  type Erc4337Artifact,
  type Erc4337Artifacts,
  erc4337Artifacts,
} from './erc4337/erc4337Artifacts.js'
export {
  BUNDLER_EXECUTOR_KEY,
  BUNDLER_UTILITY_KEY,
  type Bundler,
  type StartBundlerOptions,
  startBundler,
} from './erc4337/startBundler.js'
export {
  SIMPLE_ACCOUNT_FACTORY_07,
  type ToSimpleAccountOptions,
  toSimpleAccount,
} from './erc4337/toSimpleAccount.js'
export {
  type ApproveFarcasterChannelOptions,
  approveFarcasterChannel,
  type FarcasterApproval,
} from './farcaster/approveFarcasterChannel.js'
export {
  deployIdRegistry,
  type TestIdRegistry,
  testIdRegistryAbi,
} from './farcaster/deployIdRegistry.js'
export { startTestHub, type TestHub } from './farcaster/startTestHub.js'
export { type MailboxInbox, serveMailboxInbox } from './mail/serveMailboxInbox.js'
export {
  type Mailbox,
  type ReceivedMail,
  startMailbox,
  type WaitForMailOptions,
} from './mail/startMailbox.js'
export {
  type StartOAuthProviderOptions,
  startOAuthProvider,
  type TestOAuthProvider,
  type TestOAuthUser,
} from './oauth/startOAuthProvider.js'
export {
  type LocalOnramp,
  type LocalOnrampAsset,
  type StartLocalOnrampOptions,
  startLocalOnramp,
} from './onramp/startLocalOnramp.js'
export {
  bundlePolkadotTestExtension,
  polkadotTestExtensionInitScript,
} from './polkadot/polkadotTestExtensionInitScript.js'
export {
  type PostgresCluster,
  resolvePostgresBinDir,
  type StartPostgresOptions,
  startPostgres,
} from './postgres/startPostgres.js'
export { jsonRpcRequest } from './rpc/jsonRpcRequest.js'
export {
  bundleSolanaBrowserWallet,
  solanaTestWalletInitScript,
} from './solana/solanaTestWalletInitScript.js'
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
} from './solana/splTokens.js'
export {
  type SolanaValidator,
  type StartSolanaValidatorOptions,
  startSolanaValidator,
} from './solana/startSolanaValidator.js'
export {
  BLOCKHASH_VALIDITY_BLOCKS,
  createSvmLedger,
  LAMPORTS_PER_SIGNATURE,
  type ProcessOutcome,
  type SignatureStatus,
  type SvmLedger,
  type SvmLedgerOptions,
} from './solana/svmLedger.js'
export type {
  LandedTransaction,
  SignatureQuery,
  TransactionHistory,
} from './solana/transactionHistory.js'
export {
  type StartTonSandboxOptions,
  startTonSandbox,
  type TonSandbox,
} from './ton/sandbox/startTonSandbox.js'
export { bundleTonTestWallet, tonTestWalletInitScript } from './ton/tonTestWalletInitScript.js'
export { verifyTonProof, verifyTonSignData } from './ton/verifyTonSignatures.js'
export * from './walletconnect/index.js'
export { installTestWindow, type TestWindow } from './window/installTestWindow.js'
