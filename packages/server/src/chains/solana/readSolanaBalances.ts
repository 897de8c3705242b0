import { solanaFamily } from '@gangway/core/adapter'
import type { TokenBalance } from '../../routes/shared/answerSchemas.js'
import type { ChainClient } from '../chainClients.js'
import { tokenBalance } from '../tokenAmount.js'

/** Decimals of SOL (1 SOL = 10^9 lamports), whatever the configuration says. */
export const SOLANA_DECIMALS = 9

/** A Solana account's balances: native SOL (`getBalance`) at its fixed price. SPL tokens are not read. */
export async function readSolanaBalances(
  chain: ChainClient,
  owner: string,
): Promise<TokenBalance[]> {
  const id = chain.config.caipNetworkId
  const { value } = await chain.request<{ value: number }>('getBalance', [owner])
  const sol = {
    ...chain.config.native,
    decimals: SOLANA_DECIMALS,
    address: solanaFamily.nativeTokenAddress ?? '',
  }
  return [tokenBalance(id, sol, BigInt(value), sol.price ?? 0)]
}
