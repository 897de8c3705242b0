import {
  InstructionErrorBorshIo,
  InstructionErrorCustom,
  TransactionErrorDuplicateInstruction,
  TransactionErrorInstructionError,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
} from 'litesvm/dist/internal.js'

/** Agave's TransactionError variants in declaration order (litesvm's fieldless enum values). */
const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

/** Agave's InstructionError variants in declaration order (litesvm's fieldless enum values). */
const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

/** A transaction error as the Solana JSON-RPC API writes it (`"BlockhashNotFound"`, `{...}`). */
export type RpcTransactionError = string | Record<string, unknown>

/** The texts Agave's `Display` gives the common errors (what wallets and web3.js show). */
const DESCRIPTIONS: Record<string, string> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
  MissingSignatureForFee: 'Transaction requires a fee but has no signature present',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
  InsufficientFunds: 'insufficient funds for instruction',
  InvalidArgument: 'invalid program argument',
  InvalidInstructionData: 'invalid instruction data',
  InvalidAccountData: 'invalid account data for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
}

const splitWords = (name: string) =>
  name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase())

function instructionError(error: unknown): RpcTransactionError {
  if (typeof error === 'number') return INSTRUCTION_ERRORS[error] ?? 'InvalidError'
  if (error instanceof InstructionErrorCustom) return { Custom: error.code }
  if (error instanceof InstructionErrorBorshIo) return 'BorshIoError'
  return 'InvalidError'
}

/** litesvm's `FailedTransactionMetadata.err()` in the JSON-RPC shape. */
export function toRpcTransactionError(error: unknown): RpcTransactionError {
  if (typeof error === 'number') return TRANSACTION_ERRORS[error] ?? 'SanitizeFailure'
  if (error instanceof TransactionErrorInstructionError) {
    return { InstructionError: [error.index, instructionError(error.err())] }
  }
  if (error instanceof TransactionErrorInsufficientFundsForRent) {
    return { InsufficientFundsForRent: { account_index: error.accountIndex } }
  }
  if (error instanceof TransactionErrorProgramExecutionTemporarilyRestricted) {
    return { ProgramExecutionTemporarilyRestricted: { account_index: error.accountIndex } }
  }
  if (error instanceof TransactionErrorDuplicateInstruction) {
    return { DuplicateInstruction: error.index }
  }
  return 'SanitizeFailure'
}

/** A one-line description of a JSON-RPC transaction error, worded as Agave words it. */
export function describeTransactionError(error: RpcTransactionError): string {
  if (typeof error === 'string') return DESCRIPTIONS[error] ?? splitWords(error)
  const [[name, detail]] = Object.entries(error) as [[string, unknown]]
  if (name === 'InstructionError' && Array.isArray(detail)) {
    const [index, inner] = detail as [number, RpcTransactionError]
    const text =
      typeof inner === 'string'
        ? (DESCRIPTIONS[inner] ?? splitWords(inner).toLowerCase())
        : `custom program error: 0x${Number((inner as { Custom: number }).Custom).toString(16)}`
    return `Error processing Instruction ${index}: ${text}`
  }
  if (name === 'InsufficientFundsForRent') {
    const index = (detail as { account_index: number }).account_index
    return `Transaction results in an account (${index}) with insufficient funds for rent`
  }
  return splitWords(name)
}
