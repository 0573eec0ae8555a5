import type { FoyerError } from '../errors/FoyerError.js'
import type { Foyer } from '../store/createFoyer.js'
import { embeddedWalletOf, sendEmailLogin } from './connectEmail.js'

export type VerifyEmailDeviceReturnType = undefined

export type VerifyEmailDeviceErrorType = FoyerError

/**
 * The device step of an email login (SPEC §4): waits until the visitor approved this device
 * from the link sent to the email (at most 30 s); the embedded wallet then sends a one-time code
 * and the flow goes on to the code step (`verifyOtp`).
 */
export async function verifyEmailDevice(foyer: Foyer): Promise<VerifyEmailDeviceReturnType> {
  const connector = embeddedWalletOf(foyer)
  try {
    await connector.request('CONNECT_DEVICE', {})
  } catch (error) {
    sendEmailLogin(foyer, { type: 'fail', error: error as FoyerError })
    throw error
  }
  sendEmailLogin(foyer, { type: 'emailAccepted', action: 'VERIFY_OTP' })
  return undefined
}
