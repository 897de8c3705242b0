// The demo's ERC-4337 parts on each anvil chain: EntryPoint v0.7 at its public address, the
// embedded wallet's account factory (SessionAccountFactory: SimpleAccount with smart sessions) and
// a VerifyingPaymaster (deployErc4337, from the npm artifacts of
// @account-abstraction/contracts), a real bundler per chain (alto, startBundler), and the
// server's side: each chain's bundler and paymaster, and the demo project's sponsorship policy
// (the test tokens' transfers, gasless for the visitor's smart account).
import { deployErc4337, LOCAL_PAYMASTER_SIGNER_KEY, startBundler } from '@gangway/testing'

/** Sponsored user operations per smart account a day in the demo. */
const DEMO_SPONSORED_PER_DAY = 20

/** Deploys the chain's ERC-4337 contracts (from anvil dev account 0: after its other deployments). */
export async function deploySmartAccountContracts(rpcUrl) {
  const { entryPoint, sessionAccountFactory, paymaster } = await deployErc4337(rpcUrl)
  // The factory of the embedded wallet's smart accounts (the server's, below).
  return { entryPoint, accountFactory: sessionAccountFactory, paymaster }
}

/** Starts a bundler for each chain (together); resolves with them in the chains' order. */
export async function startDemoBundlers(chains) {
  const started = await Promise.allSettled(
    chains.map((chain) => startBundler({ rpcUrl: chain.rpcUrl })),
  )
  const failed = started.find((result) => result.status === 'rejected')
  if (failed) {
    await Promise.all(started.map((result) => result.status === 'fulfilled' && result.value.stop()))
    throw failed.reason
  }
  return started.map((result) => result.value)
}

/** The server's `erc4337` of a demo chain: its bundler, and its paymaster with the signer's key. */
export const erc4337ServerConfig = (chain) =>
  chain.erc4337.bundlerUrl && {
    bundlerUrl: chain.erc4337.bundlerUrl,
    entryPoint: chain.erc4337.entryPoint,
    accountFactory: chain.erc4337.accountFactory,
    paymaster: { address: chain.erc4337.paymaster, signerPrivateKey: LOCAL_PAYMASTER_SIGNER_KEY },
  }

/** The demo project's sponsorship: transfers of each chain's test tokens. */
export const demoSponsorship = (chains) => ({
  calls: chains.flatMap((chain) =>
    chain.tokens.map((token) => ({
      caipNetworkId: `eip155:${chain.chainId}`,
      contract: token.address,
      methods: ['transfer(address,uint256)'],
    })),
  ),
  perVisitorPerDay: DEMO_SPONSORED_PER_DAY,
})
