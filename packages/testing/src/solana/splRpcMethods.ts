// The test validator's SPL token methods: a token account's balance, an owner's token accounts
// (by mint or by token program) and a mint's supply, read from the ledger as a node reads them.
import {
  accountJson,
  address,
  config,
  invalidParams,
  type Params,
  withContext,
} from './rpcParams.js'
import { mintDecimals, uiTokenAmount } from './splParsed.js'
import { decodeSplMint, decodeSplTokenAccount, findSplTokenAccounts } from './splTokens.js'
import type { SvmLedger } from './svmLedger.js'

export function createSplRpcMethods(
  ledger: SvmLedger,
): Record<string, (params: Params) => unknown> {
  return {
    getTokenAccountBalance: ([account]) => {
      const token = decodeSplTokenAccount(ledger.getAccount(address(account)))
      if (!token) throw invalidParams('not a Token account')
      return withContext(ledger, uiTokenAmount(token.amount, mintDecimals(ledger, token.mint)))
    },
    getTokenSupply: ([mint]) => {
      const state = decodeSplMint(ledger.getAccount(address(mint)))
      if (!state) throw invalidParams('not a Token mint')
      return withContext(ledger, uiTokenAmount(state.supply, state.decimals))
    },
    getTokenAccountsByOwner: ([owner, filter, options]) => {
      const { mint, programId } = config(filter)
      if ((mint === undefined) === (programId === undefined)) {
        throw invalidParams('a filter of either mint or programId is required')
      }
      const found = findSplTokenAccounts(ledger, {
        owner: address(owner),
        ...(mint !== undefined && { mint: address(mint) }),
        ...(programId !== undefined && { programId: address(programId) }),
      })
      const { encoding } = config(options)
      return withContext(
        ledger,
        found.map((entry) => ({
          pubkey: entry.address,
          account: accountJson(ledger, entry.account, encoding),
        })),
      )
    },
  }
}
