// SPL mints and token accounts in the shapes a node's JSON-RPC answers them ('jsonParsed'
// accounts, `getTokenAccountBalance`'s and `getTokenSupply`'s UiTokenAmount).
import { decodeSplMint, decodeSplTokenAccount, SPL_TOKEN_2022_PROGRAM_ID } from './splTokens.js'
import type { LedgerAccount, SvmLedger } from './svmLedger.js'

/** `amount` base units with `decimals` as a decimal string ('1.5', '0.000001', '12'). */
export function formatTokenAmount(amount: bigint, decimals: number): string {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/** A node's UiTokenAmount. */
export function uiTokenAmount(amount: bigint, decimals: number) {
  const uiAmountString = formatTokenAmount(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

/** The decimals of a token account's mint (0 when the mint is gone). */
export const mintDecimals = (ledger: SvmLedger, mint: string) =>
  decodeSplMint(ledger.getAccount(mint))?.decimals ?? 0

/** A mint or token account as `jsonParsed` data; undefined for any other account. */
export function parsedSplAccount(ledger: SvmLedger, account: LedgerAccount) {
  const program = account.owner === SPL_TOKEN_2022_PROGRAM_ID ? 'spl-token-2022' : 'spl-token'
  const space = account.data.length
  const mint = decodeSplMint(account)
  if (mint) {
    const info = {
      decimals: mint.decimals,
      freezeAuthority: mint.freezeAuthority,
      isInitialized: true,
      mintAuthority: mint.mintAuthority,
      supply: mint.supply.toString(),
    }
    return { program, parsed: { type: 'mint', info }, space }
  }
  const token = decodeSplTokenAccount(account)
  if (!token) return undefined
  const info = {
    isNative: false,
    mint: token.mint,
    owner: token.owner,
    state: token.state,
    tokenAmount: uiTokenAmount(token.amount, mintDecimals(ledger, token.mint)),
  }
  return { program, parsed: { type: 'account', info }, space }
}
