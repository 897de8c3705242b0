import type { AdapterCapabilities } from '../adapters/capabilities.js'
import type { ChainAdapter } from '../adapters/types.js'
import type { ActiveAccount } from '../selectors/activeAccount.js'
import type { TokenBalance } from '../types/account.js'
import { withTimeLimit } from '../utils/timeLimit.js'
import { own } from '../validators/untrustedFields.js'

// Loaded on demand with the portfolio sync: the spec §5 asset check comes in through the deps
// (adapters use it too; importing it here would make tsup emit a chunk both loads share, and host
// bundlers would then put this file in the first load).

/**
 * How long the wallet gets to answer `wallet_getCapabilities` and `wallet_getAssets` (the kit's
 * choice; the spec names none): a wallet that never answers must not keep the Tokens tab from
 * the balance API.
 */
export const WALLET_ASSETS_TIMEOUT_MS = 5_000

type WalletAssetCapabilities = Required<
  Pick<AdapterCapabilities, 'getWalletCapabilities' | 'getWalletAssets'>
>

/** The adapter's EIP-5792 / ERC-7811 capabilities, when it has both (never by namespace). */
function walletAssetCapabilities(
  adapter: ChainAdapter | undefined,
): WalletAssetCapabilities | undefined {
  const capabilities = adapter?.capabilities
  const { getWalletCapabilities, getWalletAssets } = capabilities ?? {}
  if (!capabilities || !getWalletCapabilities || !getWalletAssets) return undefined
  return {
    getWalletCapabilities: getWalletCapabilities.bind(capabilities),
    getWalletAssets: getWalletAssets.bind(capabilities),
  }
}

export interface WalletTokensDeps {
  /** The spec §5 asset check and conversion: the wallet's answer as balances, or undefined. */
  walletAssetBalances(response: unknown, chainId: number): TokenBalance[] | undefined
}

/**
 * The Tokens list from the wallet itself (ERC-7811 `wallet_getAssets`), asked only of a wallet
 * whose EIP-5792 capabilities say `assetDiscovery` is supported on the chain, so other wallets
 * get no request they would refuse or prompt for. Undefined when the wallet does not support it,
 * fails, or answers an invalid list (spec §5): the caller falls back to the balance API.
 * Capabilities are asked once per account and chain.
 */
export function createWalletTokens(deps: WalletTokensDeps) {
  const supported = new Map<string, Promise<boolean>>()

  const assetDiscovery = (
    capabilities: WalletAssetCapabilities,
    account: ActiveAccount,
    hexChainId: string,
  ) => {
    const key = `${account.namespace}:${account.address}:${hexChainId}`
    let answer = supported.get(key)
    if (!answer) {
      answer = withTimeLimit(WALLET_ASSETS_TIMEOUT_MS, () =>
        capabilities.getWalletCapabilities({ address: account.address }),
      ).then(
        (capabilities) =>
          own(own(own(capabilities, hexChainId), 'assetDiscovery'), 'supported') === true,
        () => false,
      )
      supported.set(key, answer)
    }
    return answer
  }

  return async function readWalletTokens(
    adapter: ChainAdapter | undefined,
    account: ActiveAccount,
  ): Promise<TokenBalance[] | undefined> {
    const capabilities = walletAssetCapabilities(adapter)
    const chainId = Number(account.network.id)
    if (!capabilities || !Number.isSafeInteger(chainId)) return undefined
    const hexChainId = `0x${chainId.toString(16)}`
    if (!(await assetDiscovery(capabilities, account, hexChainId))) return undefined
    try {
      const response = await withTimeLimit(WALLET_ASSETS_TIMEOUT_MS, () =>
        capabilities.getWalletAssets({
          account: account.address,
          chainFilter: [hexChainId],
          strict: true,
        }),
      )
      return deps.walletAssetBalances(response, chainId)
    } catch {
      return undefined
    }
  }
}
