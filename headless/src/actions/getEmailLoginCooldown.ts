import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { lastEmailLoginTimeEntry } from '../store/storageKeys.js'
import { emailLoginWaitSeconds } from '../validation/emailLoginCooldown.js'

export type GetEmailLoginCooldownReturnType = number

/**
 * Whole seconds before another code may be sent (SPEC §5, SPEC-NOTES: the 30 s cooldown keyed
 * on the stored last email login time); 0 when it may. For a "Resend in Ns" countdown.
 */
export function getEmailLoginCooldown(foyer: Foyer): GetEmailLoginCooldownReturnType {
  assertFoyer(foyer)
  return emailLoginWaitSeconds(foyer.storage.get(lastEmailLoginTimeEntry), Date.now())
}
