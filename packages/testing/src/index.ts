// Node entry of @gangway/testing: the EVM family — anvil, the test contracts, the DEX, the
// EIP-1193 wallet's page script, the WalletKit wallet and relay, the conformance drivers of both —
// and the local peers built on it (the balance API of @gangway/server, the onramp, Farcaster).
// It loads no other family's SDK (those are in `@gangway/testing/<family>/node`) and the
// family-neutral tools are in `@gangway/testing/tools`. Peers that only some functions need
// (anvil, esbuild, WalletKit, the server) are imported when first used. Browser-only code lives in
// ./browser.
export { ANVIL_MNEMONIC, ANVIL_PRIVATE_KEY, anvilPrivateKey } from './anvil/anvilAccounts.js'
export { deployMulticall3, MULTICALL3_ADDRESS } from './anvil/deployMulticall3.js'
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
export { bundleBrowserWallet, testWalletInitScript } from './browser/testWalletInitScript.js'
export {
  type Eip1193WalletDriver,
  installEip1193Wallet,
} from './conformance/drivers/eip1193Driver.js'
export { installWalletKit, type WalletKitDriver } from './conformance/drivers/walletKitDriver.js'
export {
  EVM_ACCOUNT_KEY,
  EVM_SECOND_ACCOUNT_KEY,
  type EvmChains,
  evmBalanceReader,
  evmCapabilityProbes,
  evmEnvironment,
  startEvmChains,
} from './conformance/environments/eip155Environment.js'
export {
  type TestUniversalProvider,
  walletConnectEvmEnvironment,
} from './conformance/environments/walletConnectEnvironment.js'
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
  UNISWAP_V2_TRADE_GAS,
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
  deploySessionAccount,
  grantSessionCallData,
  revokeSessionCallData,
  SESSION_ACCOUNT_FACTORY_07,
  type SessionCall,
  type SessionGrant,
  sendAndConfirm,
  sessionAccountAbi,
  sessionCallData,
  signSessionUserOperation,
  toSessionKeyAccount,
} from './erc4337/sessionKey.js'
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
export {
  type LocalOnramp,
  type LocalOnrampAsset,
  type StartLocalOnrampOptions,
  startLocalOnramp,
} from './onramp/startLocalOnramp.js'
export * from './walletconnect/index.js'
