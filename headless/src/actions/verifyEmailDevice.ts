import type { FoyerError } from '../errors/FoyerError.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { routeAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { embeddedWalletOf, sendEmailLogin } from './connectEmail.js'
import { navigate } from './navigate.js'

export type VerifyEmailDeviceReturnType = undefined

export type VerifyEmailDeviceErrorType = FoyerError

/**
 * The device step of an email login (SPEC §4): waits until the visitor approved this device
 * from the link sent to the email (at most 30 s); the embedded wallet then sends a one-time code
 * and the flow goes on to the code step (`verifyOtp`): EmailVerifyOtp replaces EmailVerifyDevice
 * when the modal still shows it. A failed wait stays on the device step with its error
 * (`emailLoginAtom`), for the visitor to wait again.
 */
export async function verifyEmailDevice(foyer: Foyer): Promise<VerifyEmailDeviceReturnType> {
  assertFoyer(foyer)
  const connector = embeddedWalletOf(foyer)
  try {
    await connector.request('CONNECT_DEVICE', {})
  } catch (error) {
    sendEmailLogin(foyer, { type: 'deviceFailed', error: error as FoyerError })
    throw error
  }
  sendEmailLogin(foyer, { type: 'emailAccepted', action: 'VERIFY_OTP' })
  // The wait outlives a visitor who went Back: only a modal still on the step moves on, and
  // the code step replaces it, so Back returns to Connect.
  if (foyer.store.get(routeAtom).view === 'EmailVerifyDevice') {
    navigate(foyer, { type: 'replace', route: { view: 'EmailVerifyOtp' } })
  }
  return undefined
}
