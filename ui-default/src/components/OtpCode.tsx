import { OTPInput } from '@foyer/ui-primitives'
import { otpBox, otpGroup } from './OtpCode.css.js'

export type OtpCodeProps = {
  /** How many boxes: the code length headless gives (`useEmailLogin().codeLength`). */
  length: number
  /** The code typed so far. */
  value: string
  onValueChange(value: string): void
  /** Called with the code once every box is filled (typing, paste or autofill). */
  onComplete(code: string): void
  /** While the code is being checked. @default false */
  disabled?: boolean | undefined
  /** The group's accessible name. @default 'Verification code' */
  label?: string | undefined
}

/**
 * One-time code boxes, one per digit: typing moves on, paste or autofill fills them all, and a complete
 * code submits by itself. `[data-state]` on the group is `complete` or `incomplete`.
 */
export function OtpCode({
  length,
  value,
  onValueChange,
  onComplete,
  disabled = false,
  label = 'Verification code',
}: OtpCodeProps) {
  return (
    <OTPInput.Root
      className={otpGroup}
      aria-label={label}
      length={length}
      value={value}
      onValueChange={onValueChange}
      onComplete={onComplete}
      disabled={disabled}
    >
      {Array.from({ length }, (_, index) => (
        <OTPInput.Input
          // biome-ignore lint/suspicious/noArrayIndexKey: one box per position, never reordered
          key={index}
          index={index}
          className={otpBox}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
        />
      ))}
    </OTPInput.Root>
  )
}
