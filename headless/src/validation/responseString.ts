const transactionHashPattern = /^0x[0-9a-fA-F]{64}$/
const signedMessagePattern = /^0x[0-9a-fA-F]{62,}$/

/** A transaction result: 0x and 64 hex digits (SPEC §5). */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && transactionHashPattern.test(value)
}

/** A signed message: 0x and 62 or more hex digits (SPEC §5). */
export function isSignedMessage(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && signedMessagePattern.test(value)
}

/**
 * What a wallet's response string is (SPEC §5): a transaction hash first (0x + 64 hex), else a
 * signed message (0x + 62 or more hex), else neither.
 */
export function classifyResponseString(value: unknown): 'transaction' | 'signature' | 'other' {
  if (isTransactionHash(value)) return 'transaction'
  if (isSignedMessage(value)) return 'signature'
  return 'other'
}
