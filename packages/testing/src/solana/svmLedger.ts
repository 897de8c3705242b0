import { createHash } from 'node:crypto'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  type TransactionInstruction,
  VersionedTransaction,
} from '@solana/web3.js'
import {
  type Account,
  FailedTransactionMetadata,
  Account as SvmAccount,
  type TransactionMetadata,
} from 'litesvm/dist/internal.js'
import { encodeBase58 } from './base58.js'
import { createLiteSvm } from './liteSvm.js'
import { rentViolation } from './rentState.js'
import {
  describeTransactionError,
  type RpcTransactionError,
  toRpcTransactionError,
} from './transactionErrors.js'
import {
  createTransactionHistory,
  readBalances,
  resolveAccounts,
  type SentTransaction,
} from './transactionHistory.js'

/** A blockhash stays valid for this many blocks, as on a real cluster. */
export const BLOCKHASH_VALIDITY_BLOCKS = 150
/** Lamports charged per signature (litesvm's default fee rate, as on mainnet). */
export const LAMPORTS_PER_SIGNATURE = 5000
/** The account airdrops are sent from: a fixed keypair, so its address is the same every run. */
const FAUCET = Keypair.fromSeed(createHash('sha256').update('gangway solana faucet').digest())
/** What the faucet holds (1 000 000 SOL; kept under 2^53 so JSON numbers stay exact). */
const FAUCET_LAMPORTS = 1_000_000_000_000_000n
/** What the faucet keeps at least for set-up transactions (fees, new accounts' rent): 10 SOL. */
const SET_UP_LAMPORTS = 10_000_000_000n

export interface SvmLedgerOptions {
  /** Blocks a blockhash stays valid for (default 150). */
  blockhashValidity?: number
}

export type ProcessOutcome =
  | { ok: true; signature: string; slot: number; logs: string[]; unitsConsumed: number }
  | {
      ok: false
      signature: string
      err: RpcTransactionError
      /** Agave's wording, e.g. 'Blockhash not found'. */
      description: string
      logs: string[]
      unitsConsumed: number
    }

export interface SignatureStatus {
  slot: number
  err: RpcTransactionError | null
}

export interface LedgerAccount {
  lamports: bigint
  data: Uint8Array
  owner: string
  executable: boolean
  rentEpoch: bigint
}

type Listener<T> = (value: T) => void

const toKey = (address: string | PublicKey) =>
  (typeof address === 'string' ? new PublicKey(address) : address).toBytes()

const toLedgerAccount = (account: Account): LedgerAccount => ({
  lamports: account.lamports(),
  data: account.data(),
  owner: encodeBase58(account.owner()),
  executable: account.executable(),
  rentEpoch: account.rentEpoch(),
})

/**
 * The chain state behind the test validator: litesvm (the real Solana runtime) plus what a
 * cluster adds around it — slots and block heights, a window of recent blockhashes (litesvm
 * itself only honours the latest one), signature statuses, the history of landed transactions
 * (signature, slot, block time, accounts and their lamports before and after), and
 * notifications when a transaction lands or a slot passes. Every processed transaction takes
 * one slot. Airdrops are real transfers from a faucet account, so they are in the history too.
 */
export function createSvmLedger(options: SvmLedgerOptions = {}) {
  const validity = options.blockhashValidity ?? BLOCKHASH_VALIDITY_BLOCKS
  const { svm, programAccounts } = createLiteSvm()
  // The ledger checks blockhashes against its own window (below).
  svm.setBlockhashCheck(false)
  let slot = 1
  let blockHeight = 1
  svm.warpToSlot(BigInt(slot))
  /** blockhash → last block height at which it is still valid. */
  const blockhashes = new Map<string, number>()
  const statuses = new Map<string, SignatureStatus>()
  const history = createTransactionHistory()
  /** Fills the faucet up (a direct balance set, not a transaction) when it runs low. */
  const fillFaucet = (needed: bigint) => {
    if ((svm.getBalance(FAUCET.publicKey.toBytes()) ?? 0n) >= needed) return
    const owner = SystemProgram.programId.toBytes()
    svm.setAccount(
      FAUCET.publicKey.toBytes(),
      new SvmAccount(needed + FAUCET_LAMPORTS, new Uint8Array(), owner, false, 0n),
    )
  }
  const processedListeners = new Set<Listener<{ signature: string; status: SignatureStatus }>>()
  const slotListeners = new Set<Listener<number>>()

  const recordBlockhash = () => {
    blockhashes.set(svm.latestBlockhash(), blockHeight + validity)
    for (const [hash, lastValid] of blockhashes)
      if (lastValid < blockHeight) blockhashes.delete(hash)
  }
  recordBlockhash()

  /** Moves the chain on by `count` slots (one block each), each with a new blockhash. */
  const advance = (count = 1) => {
    for (let i = 0; i < count; i++) {
      slot++
      blockHeight++
      svm.expireBlockhash()
      recordBlockhash()
    }
    svm.warpToSlot(BigInt(slot))
    for (const listener of slotListeners) listener(slot)
  }

  const isBlockhashValid = (hash: string) => {
    const lastValid = blockhashes.get(hash)
    return lastValid !== undefined && blockHeight <= lastValid
  }

  const land = (signature: string, err: RpcTransactionError | null, sent: SentTransaction) => {
    const status = { slot, err }
    statuses.set(signature, status)
    history.record(svm, sent, { signature, slot, err })
    advance(1)
    for (const listener of processedListeners) listener({ signature, status })
  }

  const outcome = (
    signature: string,
    result: TransactionMetadata | FailedTransactionMetadata,
  ): ProcessOutcome => {
    if (result instanceof FailedTransactionMetadata) {
      const err = toRpcTransactionError(result.err())
      const meta = result.meta()
      return {
        ok: false,
        signature,
        err,
        description: describeTransactionError(err),
        logs: meta.logs(),
        unitsConsumed: Number(meta.computeUnitsConsumed()),
      }
    }
    return {
      ok: true,
      signature,
      slot,
      logs: result.logs(),
      unitsConsumed: Number(result.computeUnitsConsumed()),
    }
  }

  const failure = (signature: string, err: RpcTransactionError): ProcessOutcome => ({
    ok: false,
    signature,
    err,
    description: describeTransactionError(err),
    logs: [],
    unitsConsumed: 0,
  })

  /**
   * Runs a transaction without committing it: litesvm's outcome, and Agave's rent rule on the
   * accounts it would leave (rentState.ts), which litesvm 0.1 does not apply itself.
   */
  const simulate = (
    bytes: Uint8Array,
    transaction: VersionedTransaction,
    sigVerify: boolean,
  ): ProcessOutcome => {
    const signature = encodeBase58(transaction.signatures[0] ?? new Uint8Array(64))
    svm.setSigverify(sigVerify)
    try {
      const result =
        transaction.version === 'legacy'
          ? svm.simulateLegacyTransaction(bytes)
          : svm.simulateVersionedTransaction(bytes)
      if (result instanceof FailedTransactionMetadata) return outcome(signature, result)
      const meta = result.meta()
      const { all } = resolveAccounts(svm, transaction)
      const index = rentViolation(svm, all, result.postAccounts())
      if (index === undefined) return outcome(signature, meta)
      return {
        ...failure(signature, { InsufficientFundsForRent: { account_index: index } }),
        logs: meta.logs(),
        unitsConsumed: Number(meta.computeUnitsConsumed()),
      }
    } finally {
      svm.setSigverify(true)
    }
  }

  /**
   * Runs a wire-format transaction; `simulate` leaves no trace. `rentChecked`: a simulation of
   * it just passed the rent rule, so a send need not simulate it again for that.
   */
  const execute = (
    bytes: Uint8Array,
    mode: {
      simulate: boolean
      sigVerify?: boolean
      checkBlockhash?: boolean
      rentChecked?: boolean
    },
  ): ProcessOutcome => {
    const transaction = VersionedTransaction.deserialize(bytes)
    const signature = encodeBase58(transaction.signatures[0] ?? new Uint8Array(64))
    if (mode.checkBlockhash !== false && !isBlockhashValid(transaction.message.recentBlockhash)) {
      return failure(signature, 'BlockhashNotFound')
    }
    if (!mode.simulate && statuses.has(signature)) return failure(signature, 'AlreadyProcessed')
    if (mode.simulate) return simulate(bytes, transaction, mode.sigVerify ?? true)
    if (!mode.rentChecked) {
      // A transaction that breaks the rent rule is refused before it is committed.
      const checked = simulate(bytes, transaction, true)
      if (
        !checked.ok &&
        typeof checked.err === 'object' &&
        'InsufficientFundsForRent' in checked.err
      )
        return checked
    }
    const legacy = transaction.version === 'legacy'
    const accounts = resolveAccounts(svm, transaction)
    const preBalances = readBalances(svm, accounts)
    const result = legacy ? svm.sendLegacyTransaction(bytes) : svm.sendVersionedTransaction(bytes)
    const processed = outcome(signature, result)
    const meta = result instanceof FailedTransactionMetadata ? result.meta() : result
    const sent = { transaction, bytes, accounts, preBalances, meta }
    // A transaction that failed while executing still lands (its fee is charged); one rejected
    // before execution (bad blockhash, signature, fee payer) never reaches a block.
    if (processed.ok) land(signature, null, sent)
    else if (typeof processed.err === 'object' && 'InstructionError' in processed.err) {
      land(signature, processed.err, sent)
    }
    return processed
  }

  const sendAsFaucet = (
    instructions: readonly TransactionInstruction[],
    signers: readonly Keypair[] = [],
  ): ProcessOutcome => {
    // Room for the fees and for the rent of accounts the instructions create.
    fillFaucet(SET_UP_LAMPORTS)
    const transaction = new Transaction({
      feePayer: FAUCET.publicKey,
      recentBlockhash: svm.latestBlockhash(),
    }).add(...instructions)
    transaction.sign(FAUCET, ...signers)
    return execute(transaction.serialize(), { simulate: false })
  }

  return {
    /** The litesvm instance (low-level access: programs, sysvars, raw accounts). */
    svm,
    getSlot: () => slot,
    getBlockHeight: () => blockHeight,
    getLatestBlockhash: () => ({
      blockhash: svm.latestBlockhash(),
      lastValidBlockHeight: blockHeight + validity,
    }),
    isBlockhashValid,
    advance,
    /** Moves the chain past the validity of every blockhash handed out so far. */
    expireBlockhashes: () => advance(validity + 1),
    /**
     * Runs a transaction. With `preflight` (the RPC default) one that would fail is refused
     * before it lands, as a node's preflight simulation does; without it an execution failure
     * lands and pays its fee.
     */
    sendTransaction(bytes: Uint8Array, options: { preflight?: boolean } = {}): ProcessOutcome {
      const preflight = options.preflight ?? true
      if (preflight) {
        const simulated = execute(bytes, { simulate: true, sigVerify: true })
        if (!simulated.ok) return simulated
      }
      return execute(bytes, { simulate: false, rentChecked: preflight })
    },
    simulateTransaction: (
      bytes: Uint8Array,
      config: { sigVerify?: boolean; replaceRecentBlockhash?: boolean } = {},
    ) =>
      execute(bytes, {
        simulate: true,
        sigVerify: config.sigVerify ?? false,
        checkBlockhash: !config.replaceRecentBlockhash,
      }),
    /** The address airdrops come from (a system account with ample lamports). */
    faucetAddress: FAUCET.publicKey.toBase58(),
    /**
     * Runs `instructions` in one transaction the faucet pays for and signs (with `signers` too,
     * e.g. a new account's key pair), so set-up work lands in the history like any other.
     */
    sendAsFaucet,
    /** Sends `lamports` from the faucet to `address` (a system transfer; the faucet pays the fee). */
    airdrop(address: string | PublicKey, lamports: bigint): ProcessOutcome {
      fillFaucet(lamports + SET_UP_LAMPORTS)
      return sendAsFaucet([
        SystemProgram.transfer({
          fromPubkey: FAUCET.publicKey,
          toPubkey: new PublicKey(toKey(address)),
          lamports,
        }),
      ])
    },
    getAccount(address: string | PublicKey): LedgerAccount | null {
      const account = svm.getAccount(toKey(address))
      if (!account || account.lamports() === 0n) return null
      return toLedgerAccount(account)
    },
    /** Every account a program owns (e.g. a token program's mints and token accounts). */
    getProgramAccounts(
      programId: string | PublicKey,
    ): { address: string; account: LedgerAccount }[] {
      return programAccounts(encodeBase58(toKey(programId))).map((entry) => ({
        address: entry.address,
        account: toLedgerAccount(entry.account),
      }))
    },
    getBalance: (address: string | PublicKey): bigint => svm.getBalance(toKey(address)) ?? 0n,
    minimumBalanceForRentExemption: (dataLength: number) =>
      svm.minimumBalanceForRentExemption(BigInt(dataLength)),
    /** Fee of a message: LAMPORTS_PER_SIGNATURE per required signature. */
    feeForMessage(messageBytes: Uint8Array): number {
      // Legacy and v0 messages both start their header with the required signature count
      // (v0 after a one-byte version prefix with the high bit set).
      const first = messageBytes[0] ?? 0
      const required = first & 0x80 ? (messageBytes[1] ?? 0) : first
      return required * LAMPORTS_PER_SIGNATURE
    },
    getSignatureStatus: (signature: string) => statuses.get(signature),
    /** Landed transactions: by signature (`get`) and per address, newest first (`forAddress`). */
    history,
    onProcessed(listener: Listener<{ signature: string; status: SignatureStatus }>) {
      processedListeners.add(listener)
      return () => void processedListeners.delete(listener)
    },
    onSlot(listener: Listener<number>) {
      slotListeners.add(listener)
      return () => void slotListeners.delete(listener)
    },
  }
}

export type SvmLedger = ReturnType<typeof createSvmLedger>
