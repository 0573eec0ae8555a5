import { OTP_LENGTH } from '../constants/index.js'
import { describeValue } from '../errors/inspect.js'
import { InvalidOtpError } from '../errors/validation.js'
import { invalidField, type ValidationResult, validationResult, validField } from './result.js'

const otpPattern = new RegExp(`^\\d{${OTP_LENGTH}}$`)

/** Per-field result of a one-time code: a string of 6 digits (SPEC §5, SPEC-NOTES). */
export function validateOtp(otp: unknown): ValidationResult<'otp'> {
  const valid = typeof otp === 'string' && otpPattern.test(otp)
  return validationResult({
    otp: valid
      ? validField
      : invalidField(
          new InvalidOtpError({
            metaMessages: [
              `Rule: a string of ${OTP_LENGTH} digits`,
              `Provided: ${describeValue(otp)}`,
            ],
          }),
        ),
  })
}

/** Throws {@link InvalidOtpError} unless `otp` is a string of 6 digits. */
export function assertOtp(otp: unknown): asserts otp is string {
  const result = validateOtp(otp)
  if (!result.fields.otp.valid) throw result.fields.otp.error
}

/** Whether a code being typed is complete, so it can submit by itself (SPEC-NOTES). */
export function isOtpComplete(otp: string): boolean {
  return typeof otp === 'string' && otpPattern.test(otp)
}
