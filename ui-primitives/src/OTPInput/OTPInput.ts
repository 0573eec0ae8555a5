import { OTPInputInput } from './OTPInputInput.js'
import { OTPInputRoot } from './OTPInputRoot.js'

/**
 * The OTPInput parts, used as `<OTPInput.Root>` and so on. A plain object rather than a
 * module namespace, so a bundler drops the parts a host does not import.
 */
export const OTPInput = {
  Root: OTPInputRoot,
  Input: OTPInputInput,
}
