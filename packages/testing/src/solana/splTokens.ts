// SPL tokens on the test validator: mints (classic Token program or Token-2022, both loaded by
// litesvm), tokens minted to an owner's associated token account, and balances read straight
// from the ledger. Written independently of any adapter's code (no @solana/spl-token either), so
// a test of an adapter's transfer checks it against a second implementation of the layouts.
import { Keypair, PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js'
import { decodeBase58, encodeBase58 } from './base58.js'
import type { LedgerAccount, SvmLedger } from './svmLedger.js'

export const SPL_TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const SPL_TOKEN_2022_PROGRAM_ID = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
export const SPL_ASSOCIATED_TOKEN_PROGRAM_ID = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
export const SPL_TOKEN_PROGRAM_IDS = [SPL_TOKEN_PROGRAM_ID, SPL_TOKEN_2022_PROGRAM_ID] as const

/** Which token program a mint belongs to. */
export type SplTokenProgram = 'token' | 'token-2022'

const PROGRAM_IDS: Record<SplTokenProgram, string> = {
  token: SPL_TOKEN_PROGRAM_ID,
  'token-2022': SPL_TOKEN_2022_PROGRAM_ID,
}

/** Base layouts: a mint is 82 bytes, a token account 165; Token-2022 puts an account type byte (1 mint, 2 account) at 165 when extensions follow. */
const MINT_SIZE = 82
const ACCOUNT_SIZE = 165

export interface SplMintState {
  supply: bigint
  decimals: number
  mintAuthority: string | null
  freezeAuthority: string | null
}

export interface SplTokenAccountState {
  mint: string
  owner: string
  amount: bigint
  state: 'uninitialized' | 'initialized' | 'frozen'
}

const isTokenProgram = (owner: string) =>
  owner === SPL_TOKEN_PROGRAM_ID || owner === SPL_TOKEN_2022_PROGRAM_ID

/** The layout of a token program's account: 'mint', 'account' or neither. */
function layoutOf(account: LedgerAccount): 'mint' | 'account' | undefined {
  if (!isTokenProgram(account.owner)) return undefined
  const { length } = account.data
  if (length === MINT_SIZE) return 'mint'
  if (length === ACCOUNT_SIZE) return 'account'
  if (account.owner !== SPL_TOKEN_2022_PROGRAM_ID || length <= ACCOUNT_SIZE) return undefined
  return ({ 1: 'mint', 2: 'account' } as const)[account.data[ACCOUNT_SIZE] as 1 | 2]
}

const u64 = (data: Uint8Array, offset: number) =>
  new DataView(data.buffer, data.byteOffset + offset, 8).getBigUint64(0, true)

/** A COption<Pubkey>: a 4-byte tag, then the key. */
const optionalKey = (data: Uint8Array, offset: number) =>
  data[offset] === 1 ? encodeBase58(data.subarray(offset + 4, offset + 36)) : null

/** An initialised mint's fields, or null when the account is none. */
export function decodeSplMint(account: LedgerAccount | null): SplMintState | null {
  if (!account || layoutOf(account) !== 'mint' || account.data[45] !== 1) return null
  const { data } = account
  return {
    mintAuthority: optionalKey(data, 0),
    supply: u64(data, 36),
    decimals: data[44] ?? 0,
    freezeAuthority: optionalKey(data, 46),
  }
}

/** A token account's fields, or null when the account is none. */
export function decodeSplTokenAccount(account: LedgerAccount | null): SplTokenAccountState | null {
  if (!account || layoutOf(account) !== 'account') return null
  const { data } = account
  const states = ['uninitialized', 'initialized', 'frozen'] as const
  return {
    mint: encodeBase58(data.subarray(0, 32)),
    owner: encodeBase58(data.subarray(32, 64)),
    amount: u64(data, 64),
    state: states[data[108] ?? 0] ?? 'uninitialized',
  }
}

/** The token accounts `owner` holds (of one mint, or of one token program, when given). */
export function findSplTokenAccounts(
  ledger: SvmLedger,
  filter: { owner: string; mint?: string; programId?: string },
): { address: string; account: LedgerAccount; token: SplTokenAccountState }[] {
  const programs = filter.programId ? [filter.programId] : SPL_TOKEN_PROGRAM_IDS
  return programs.flatMap((program) =>
    ledger.getProgramAccounts(program).flatMap(({ address, account }) => {
      const token = decodeSplTokenAccount(account)
      if (!token || token.owner !== filter.owner) return []
      if (filter.mint !== undefined && token.mint !== filter.mint) return []
      return [{ address, account, token }]
    }),
  )
}

/** The associated token account of `owner` for `mint` under its token program. */
export function splAssociatedTokenAddress(owner: string, mint: string, programId: string): string {
  const seeds = [owner, programId, mint].map((key) => decodeBase58(key))
  const [address] = PublicKey.findProgramAddressSync(
    seeds,
    new PublicKey(SPL_ASSOCIATED_TOKEN_PROGRAM_ID),
  )
  return address.toBase58()
}

/** An address given as base58 or as a web3.js key. */
export type SplAddress = string | PublicKey

const base58 = (value: SplAddress) => (typeof value === 'string' ? value : value.toBase58())

const key = (address: string, isSigner: boolean, isWritable: boolean) => ({
  pubkey: new PublicKey(address),
  isSigner,
  isWritable,
})

const instruction = (programId: string, keys: ReturnType<typeof key>[], data: Uint8Array) =>
  new TransactionInstruction({ programId: new PublicKey(programId), keys, data: Buffer.from(data) })

/** A tag byte followed by a u64 LE and, optionally, more bytes. */
function tagged(tag: number, amount: bigint, ...rest: number[]): Uint8Array {
  const data = new Uint8Array(9 + rest.length)
  data[0] = tag
  new DataView(data.buffer).setBigUint64(1, amount, true)
  data.set(rest, 9)
  return data
}

function landed(outcome: ReturnType<SvmLedger['sendAsFaucet']>, what: string): string {
  if (!outcome.ok)
    throw new Error(`${what} failed: ${outcome.description}\n${outcome.logs.join('\n')}`)
  return outcome.signature
}

export interface CreateSplMintOptions {
  /** The token's decimals. */
  decimals: number
  /** The token program: 'token' (classic, default) or 'token-2022'. */
  program?: SplTokenProgram
  /** The mint's key pair (a fixed address, e.g. one a server config lists); a new one by default. */
  keypair?: Keypair
}

export interface SplMint {
  /** The mint's address (base58): the token's address. */
  address: string
  decimals: number
  /** The token program that owns it. */
  programId: string
  /** Who may mint: the validator's faucet (`mintSplTokens` signs with it). */
  mintAuthority: string
  /** The transaction that created it. */
  signature: string
}

/**
 * Creates a mint (System createAccount + InitializeMint2) whose authority is the ledger's
 * faucet, so `mintSplTokens` can mint it without a key.
 */
export function createSplMint(ledger: SvmLedger, options: CreateSplMintOptions): SplMint {
  const { decimals } = options
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new Error(`decimals must be a whole number from 0 to 255, not ${decimals}`)
  }
  const programId = PROGRAM_IDS[options.program ?? 'token']
  const mint = options.keypair ?? Keypair.generate()
  const authority = ledger.faucetAddress
  const data = new Uint8Array(35)
  data.set([20, decimals]) // InitializeMint2: tag, decimals, authority, no freeze authority
  data.set(decodeBase58(authority), 2)
  const signature = landed(
    ledger.sendAsFaucet(
      [
        SystemProgram.createAccount({
          fromPubkey: new PublicKey(authority),
          newAccountPubkey: mint.publicKey,
          lamports: Number(ledger.minimumBalanceForRentExemption(MINT_SIZE)),
          space: MINT_SIZE,
          programId: new PublicKey(programId),
        }),
        instruction(programId, [key(mint.publicKey.toBase58(), false, true)], data),
      ],
      [mint],
    ),
    'Creating the mint',
  )
  return {
    address: mint.publicKey.toBase58(),
    decimals,
    programId,
    mintAuthority: authority,
    signature,
  }
}

export interface MintSplTokensOptions {
  /** A mint made with `createSplMint`. */
  mint: SplAddress
  /** The wallet that receives them (its associated token account is created when missing). */
  owner: SplAddress
  /** Base units. */
  amount: bigint
}

/**
 * Mints `amount` base units to `owner`'s associated token account (ATA program CreateIdempotent,
 * then MintToChecked); the token account's address and the transaction's signature.
 */
export function mintSplTokens(
  ledger: SvmLedger,
  options: MintSplTokensOptions,
): { tokenAccount: string; signature: string } {
  const mint = base58(options.mint)
  const owner = base58(options.owner)
  const { amount } = options
  const account = ledger.getAccount(mint)
  const state = decodeSplMint(account)
  if (!account || !state) throw new Error(`${mint} is not a mint on this validator`)
  const programId = account.owner
  const tokenAccount = splAssociatedTokenAddress(owner, mint, programId)
  const authority = ledger.faucetAddress
  const createAta = instruction(
    SPL_ASSOCIATED_TOKEN_PROGRAM_ID,
    [
      key(authority, true, true),
      key(tokenAccount, false, true),
      key(owner, false, false),
      key(mint, false, false),
      key(SystemProgram.programId.toBase58(), false, false),
      key(programId, false, false),
    ],
    Uint8Array.of(1),
  )
  const mintTo = instruction(
    programId,
    [key(mint, false, true), key(tokenAccount, false, true), key(authority, true, false)],
    tagged(14, amount, state.decimals), // MintToChecked
  )
  const signature = landed(ledger.sendAsFaucet([createAta, mintTo]), 'Minting')
  return { tokenAccount, signature }
}

/** The base units of `mint` that `owner` holds, over all its token accounts, read from the ledger. */
export function getSplTokenBalance(ledger: SvmLedger, owner: SplAddress, mint: SplAddress): bigint {
  return findSplTokenAccounts(ledger, { owner: base58(owner), mint: base58(mint) }).reduce(
    (sum, { token }) => sum + token.amount,
    0n,
  )
}
