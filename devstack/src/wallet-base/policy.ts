/** How the test wallet answers requests that a person would have to approve. */
export type TestWalletDecision = 'approve' | 'reject' | 'ask'

export type TestWalletPolicy = {
  /** 'approve' and 'reject' answer at once (after `delayMs`); 'ask' shows the approval panel. */
  decision: TestWalletDecision
  /** Wait this long before answering an approved or rejected request. @default 0 */
  delayMs?: number
  /** Per-method decisions that override `decision`, e.g. `{ personal_sign: 'reject' }`. */
  methods?: Record<string, TestWalletDecision>
}

export const DEFAULT_POLICY: TestWalletPolicy = { decision: 'ask' }

const DECISIONS: readonly string[] = ['approve', 'reject', 'ask']

const isDecision = (value: unknown): value is TestWalletDecision =>
  typeof value === 'string' && DECISIONS.includes(value)

/** Validates a policy; throws a `TypeError` naming the bad field. */
export function parsePolicy(value: unknown): TestWalletPolicy {
  if (typeof value !== 'object' || value === null) {
    throw new TypeError('Test wallet policy must be an object like { decision: "approve" }')
  }
  const { decision, delayMs, methods } = value as Record<string, unknown>
  if (!isDecision(decision)) {
    throw new TypeError(
      `Test wallet policy decision must be 'approve', 'reject' or 'ask', got ${JSON.stringify(decision)}`,
    )
  }
  const policy: TestWalletPolicy = { decision }
  if (delayMs !== undefined) {
    if (typeof delayMs !== 'number' || !Number.isFinite(delayMs) || delayMs < 0) {
      throw new TypeError(`Test wallet policy delayMs must be a number ≥ 0, got ${String(delayMs)}`)
    }
    policy.delayMs = delayMs
  }
  if (methods !== undefined) {
    if (typeof methods !== 'object' || methods === null) {
      throw new TypeError('Test wallet policy methods must be an object of method → decision')
    }
    const entries = Object.entries(methods as Record<string, unknown>)
    for (const [method, methodDecision] of entries) {
      if (!isDecision(methodDecision)) {
        throw new TypeError(`Test wallet policy methods.${method} must be a decision`)
      }
    }
    policy.methods = Object.fromEntries(entries) as Record<string, TestWalletDecision>
  }
  return policy
}

/** Reads a stored policy (JSON); falls back to `fallback` when absent or invalid. */
export function readStoredPolicy(
  raw: string | null | undefined,
  fallback: TestWalletPolicy = DEFAULT_POLICY,
): TestWalletPolicy {
  if (!raw) return fallback
  try {
    return parsePolicy(JSON.parse(raw))
  } catch {
    return fallback
  }
}
