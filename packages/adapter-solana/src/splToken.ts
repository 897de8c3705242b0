// SPL token transfers, built by hand as web3.js instructions (no @solana/spl-token): the
// associated token account (ATA) program's CreateIdempotent and the token program's
// TransferChecked, for the classic Token program and Token-2022 alike. Part of the SDK chunk.

import { isValidSolanaAddress, type TransferTokenParams } from '@gangway/core/adapter'
import { KitError } from '@gangway/core/common'
import { type AccountInfo, PublicKey, Transaction, TransactionInstruction } from '@solana/web3.js'

export const TOKEN_PROGRAM_ID = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
export const TOKEN_2022_PROGRAM_ID = new PublicKey('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')
export const ASSOCIATED_TOKEN_PROGRAM_ID = new PublicKey(
  'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
)
const SYSTEM_PROGRAM_ID = new PublicKey('11111111111111111111111111111111')

const MAX_U64 = 2n ** 64n - 1n
/** The base layouts: a mint is 82 bytes, a token account 165; Token-2022 appends extensions after byte 165, whose type byte says which (1 mint, 2 account). */
const MINT_SIZE = 82
const ACCOUNT_SIZE = 165
const ACCOUNT_TYPE_MINT = 1
/** Offsets in those layouts. */
const MINT_DECIMALS = 44
const MINT_INITIALIZED = 45
const ACCOUNT_AMOUNT = 64
/** Instruction tags: the ATA program's CreateIdempotent, the token program's TransferChecked. */
const CREATE_IDEMPOTENT = 1
const TRANSFER_CHECKED = 12

const isTokenProgram = (owner: PublicKey) =>
  owner.equals(TOKEN_PROGRAM_ID) || owner.equals(TOKEN_2022_PROGRAM_ID)

/** A valid token transfer, parsed: the mint, the receiver (an owner), base units and decimals. */
export interface TokenTransfer {
  mint: PublicKey
  to: PublicKey
  amount: bigint
  decimals: number
}

const invalid = (longMessage: string) => new KitError('SEND_SOLANA_INVALID', { longMessage })
const notAMint = (mint: string, why: string) =>
  new KitError('INVALID_ADDRESS', {
    params: { details: `${mint} is not an SPL token mint: ${why}.` },
  })

/**
 * Spec §5 "Send, Solana" for a token: a valid receiver address and a positive amount that fits
 * in a u64, else 'Please enter a valid amount and receiver address' (the reason in the long
 * message); a mint that is no address is an invalid address. Reads nothing.
 */
export function validateTokenTransfer(params: TransferTokenParams): TokenTransfer {
  const { tokenAddress, to, amount, decimals } = params
  if (!isValidSolanaAddress(tokenAddress)) throw notAMint(String(tokenAddress), 'not an address')
  if (!isValidSolanaAddress(to)) throw invalid(`${String(to)} is not a Solana address.`)
  if (typeof amount !== 'bigint' || amount <= 0n || amount > MAX_U64) {
    throw invalid('The amount must be a whole number of base units from 1 to 2^64 - 1.')
  }
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw invalid('The decimals must be a whole number from 0 to 255.')
  }
  try {
    return { mint: new PublicKey(tokenAddress), to: new PublicKey(to), amount, decimals }
  } catch {
    throw invalid('The token or receiver address is not a 32-byte base58 key.')
  }
}

/**
 * The token program of a mint (its account's owner), checking the account is an initialised mint
 * with the decimals the transfer states.
 */
export function mintProgram(
  transfer: TokenTransfer,
  account: AccountInfo<Uint8Array> | null,
): PublicKey {
  const mint = transfer.mint.toBase58()
  if (!account) throw notAMint(mint, 'no account at that address')
  if (!isTokenProgram(account.owner)) throw notAMint(mint, 'the account is no token program’s')
  const { data } = account
  const layout =
    data.length === MINT_SIZE ||
    (account.owner.equals(TOKEN_2022_PROGRAM_ID) &&
      data.length > ACCOUNT_SIZE &&
      data[ACCOUNT_SIZE] === ACCOUNT_TYPE_MINT)
  if (!layout || data[MINT_INITIALIZED] !== 1) throw notAMint(mint, 'the account is not a mint')
  if (data[MINT_DECIMALS] !== transfer.decimals) {
    throw invalid(`The token has ${data[MINT_DECIMALS]} decimals, not ${transfer.decimals}.`)
  }
  return account.owner
}

/**
 * Refuses a receiver that is itself a token account or a mint (a common paste mistake: tokens
 * must go to the owner's wallet address, whose associated token account receives them).
 */
export function checkReceiver(account: AccountInfo<Uint8Array> | null): void {
  if (account && isTokenProgram(account.owner)) {
    throw invalid('The receiver is a token account or mint; enter the owner’s wallet address.')
  }
}

/** The base units a token account holds (0 when it does not exist). */
function tokenAmount(account: AccountInfo<Uint8Array> | null): bigint {
  if (!account || account.data.length < ACCOUNT_AMOUNT + 8) return 0n
  const { buffer, byteOffset } = account.data
  return new DataView(buffer, byteOffset + ACCOUNT_AMOUNT, 8).getBigUint64(0, true)
}

/** The sender's token account (its ATA) holds the amount, else 'Insufficient balance'. */
export function checkTokenBalance(
  transfer: TokenTransfer,
  source: AccountInfo<Uint8Array> | null,
): void {
  const held = tokenAmount(source)
  if (held < transfer.amount) {
    throw new KitError('INSUFFICIENT_BALANCE', {
      longMessage: `The account holds ${held} base units of ${transfer.mint.toBase58()}, ${transfer.amount} needed.`,
    })
  }
}

/** The associated token account of `owner` for `mint` under `tokenProgram` (owners off curve allowed). */
export function associatedTokenAddress(
  owner: PublicKey,
  mint: PublicKey,
  tokenProgram: PublicKey,
): PublicKey {
  return PublicKey.findProgramAddressSync(
    [owner.toBytes(), tokenProgram.toBytes(), mint.toBytes()],
    ASSOCIATED_TOKEN_PROGRAM_ID,
  )[0]
}

const account = (pubkey: PublicKey, isSigner: boolean, isWritable: boolean) => ({
  pubkey,
  isSigner,
  isWritable,
})

/** The ATA program's CreateIdempotent: creates `owner`'s ATA, or does nothing when it exists. */
function createAssociatedTokenAccountIdempotent(
  payer: PublicKey,
  ata: PublicKey,
  owner: PublicKey,
  mint: PublicKey,
  tokenProgram: PublicKey,
): TransactionInstruction {
  return new TransactionInstruction({
    programId: ASSOCIATED_TOKEN_PROGRAM_ID,
    keys: [
      account(payer, true, true),
      account(ata, false, true),
      account(owner, false, false),
      account(mint, false, false),
      account(SYSTEM_PROGRAM_ID, false, false),
      account(tokenProgram, false, false),
    ],
    // web3.js encodes instruction data from any byte array (bs58), a Buffer is not needed.
    data: Uint8Array.of(CREATE_IDEMPOTENT) as Buffer,
  })
}

/** The token program's TransferChecked: tag 12, amount u64 LE, decimals u8. */
function transferChecked(
  source: PublicKey,
  mint: PublicKey,
  destination: PublicKey,
  owner: PublicKey,
  amount: bigint,
  decimals: number,
  tokenProgram: PublicKey,
): TransactionInstruction {
  const data = new Uint8Array(10)
  const view = new DataView(data.buffer)
  view.setUint8(0, TRANSFER_CHECKED)
  view.setBigUint64(1, amount, true)
  view.setUint8(9, decimals)
  return new TransactionInstruction({
    programId: tokenProgram,
    keys: [
      account(source, false, true),
      account(mint, false, false),
      account(destination, false, true),
      account(owner, true, false),
    ],
    data: data as Buffer,
  })
}

/**
 * A token transfer from `from`'s ATA to `to`'s ATA (created first when missing, `from` paying),
 * ready for the wallet.
 */
export function buildTokenTransfer(
  params: TokenTransfer & {
    from: PublicKey
    tokenProgram: PublicKey
    blockhash: string
    lastValidBlockHeight: number
  },
): Transaction {
  const { from, to, mint, tokenProgram } = params
  const source = associatedTokenAddress(from, mint, tokenProgram)
  const destination = associatedTokenAddress(to, mint, tokenProgram)
  return new Transaction({
    feePayer: from,
    blockhash: params.blockhash,
    lastValidBlockHeight: params.lastValidBlockHeight,
  }).add(
    createAssociatedTokenAccountIdempotent(from, destination, to, mint, tokenProgram),
    transferChecked(source, mint, destination, from, params.amount, params.decimals, tokenProgram),
  )
}
