import { EMAIL_LOGIN_COOLDOWN_MS } from '../constants/index.js'
import { EmailLoginRateLimitError } from '../errors/auth.js'
import { assertParameter, parameterRules as is } from './parameters.js'

/**
 * Whole seconds (rounded up) before another email login is allowed, 0 when it is (SPEC §5,
 * SPEC-NOTES: the 30 s cooldown keyed on the stored last email login time). Never more than
 * the cooldown's 30 s, even for a login time in the future (a clock set back); times that are
 * not numbers (NaN) allow the login.
 */
export function emailLoginWaitSeconds(lastLoginAt: number | undefined, now: number): number {
  assertParameter('lastLoginAt', lastLoginAt, is.optional(is.anyNumber))
  assertParameter('now', now, is.anyNumber)
  if (lastLoginAt === undefined) return 0
  const remaining = lastLoginAt + EMAIL_LOGIN_COOLDOWN_MS - now
  return remaining > 0 ? Math.ceil(Math.min(remaining, EMAIL_LOGIN_COOLDOWN_MS) / 1000) : 0
}

/**
 * Throws {@link EmailLoginRateLimitError} ('Please try again after {n} seconds') when an email
 * login was made less than 30 s ago. The same guard gates sending codes (SPEC-NOTES).
 */
export function assertEmailLoginAllowed(lastLoginAt: number | undefined, now: number): void {
  const seconds = emailLoginWaitSeconds(lastLoginAt, now)
  if (seconds > 0) throw new EmailLoginRateLimitError(seconds)
}
