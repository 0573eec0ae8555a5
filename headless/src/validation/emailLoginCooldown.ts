import { EMAIL_LOGIN_COOLDOWN_MS } from '../constants.js'
import { EmailLoginRateLimitError } from '../errors/auth.js'

/**
 * Whole seconds (rounded up) before another email login is allowed, 0 when it is (SPEC §5,
 * SPEC-NOTES: the 30 s cooldown keyed on the stored last email login time).
 */
export function emailLoginWaitSeconds(lastLoginAt: number | undefined, now: number): number {
  if (lastLoginAt === undefined) return 0
  const remaining = lastLoginAt + EMAIL_LOGIN_COOLDOWN_MS - now
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0
}

/**
 * Throws {@link EmailLoginRateLimitError} ('Please try again after {n} seconds') when an email
 * login was made less than 30 s ago. The same guard gates sending codes (SPEC-NOTES).
 */
export function assertEmailLoginAllowed(lastLoginAt: number | undefined, now: number): void {
  const seconds = emailLoginWaitSeconds(lastLoginAt, now)
  if (seconds > 0) throw new EmailLoginRateLimitError(seconds)
}
