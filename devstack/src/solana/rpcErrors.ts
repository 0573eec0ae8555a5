import type { FailedTransactionMetadata } from 'litesvm'

/** A JSON-RPC error the Solana RPC answers with (`{ code, message, data? }`). */
export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

/** -32602, like the real RPC's `Invalid param: …` answers. */
export const invalidParams = (message: string) => new SolanaRpcError(-32602, message)

/** The JSON form of a transaction error, as the real RPC reports it in `err`. */
export type TransactionErrorJson = string | Record<string, unknown>

// litesvm exposes these as numeric const enums; the names are the RPC's JSON strings.
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
]

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
]

/** Sentences the real RPC uses for the common errors (Rust `Display` of `TransactionError`). */
const TRANSACTION_ERROR_MESSAGES: Record<string, string> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
  MissingSignatureForFee: 'Transaction did not pay a fee or was not signed',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
}

type LiteSvmError = ReturnType<FailedTransactionMetadata['err']>
type LiteSvmInstructionError = ReturnType<Extract<LiteSvmError, { err: unknown }>['err']>

function instructionErrorJson(error: LiteSvmInstructionError): TransactionErrorJson {
  if (typeof error === 'number') return INSTRUCTION_ERRORS[error] ?? 'GenericError'
  if ('code' in error) return { Custom: error.code }
  return { BorshIoError: error.msg }
}

/** litesvm's error object → the RPC's JSON (`"InsufficientFundsForFee"`, `{ InstructionError: … }`). */
export function transactionErrorJson(error: LiteSvmError): TransactionErrorJson {
  if (typeof error === 'number') return TRANSACTION_ERRORS[error] ?? 'SanitizeFailure'
  if ('err' in error && typeof error.err === 'function') {
    return { InstructionError: [error.index, instructionErrorJson(error.err())] }
  }
  if ('accountIndex' in error) {
    const name = error.constructor.name.includes('Restricted')
      ? 'ProgramExecutionTemporarilyRestricted'
      : 'InsufficientFundsForRent'
    return { [name]: { account_index: error.accountIndex } }
  }
  return { DuplicateInstruction: (error as { index: number }).index }
}

/** The one-line message of a transaction error, as in `Transaction simulation failed: …`. */
export function transactionErrorMessage(error: TransactionErrorJson): string {
  if (typeof error === 'string') return TRANSACTION_ERROR_MESSAGES[error] ?? error
  const instruction = error.InstructionError as [number, TransactionErrorJson] | undefined
  if (instruction) {
    const [index, inner] = instruction
    const detail =
      typeof inner === 'object' && 'Custom' in inner
        ? `custom program error: 0x${Number(inner.Custom).toString(16)}`
        : typeof inner === 'string'
          ? inner
          : JSON.stringify(inner)
    return `Error processing Instruction ${index}: ${detail}`
  }
  return JSON.stringify(error)
}
