import {
  EMBEDDED_CONNECTOR_ID,
  type EmbeddedWalletConnector,
} from '../connectors/embedded/embeddedWallet.js'
import { findEmbeddedWallet } from '../connectors/embedded/findEmbeddedWallet.js'
import type { EmailLoginRateLimitError } from '../errors/auth.js'
import { ConnectorNotFoundError } from '../errors/config.js'
import type { FoyerError } from '../errors/FoyerError.js'
import type { InvalidEmailError } from '../errors/validation.js'
import { type EmailLoginEvent, emailLoginTransition } from '../machines/emailLogin.js'
import type { View } from '../machines/router.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { connectorsAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { emailLoginAtom } from '../store/embeddedWalletAtoms.js'
import { lastEmailLoginTimeEntry } from '../store/storageKeys.js'
import { assertEmail } from '../validation/email.js'
import { assertEmailLoginAllowed } from '../validation/emailLoginCooldown.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { navigate } from './navigate.js'

export type ConnectEmailParameters = {
  /** The visitor's email. */
  email: string
}

/** What the visitor does next: type the code sent to the email, or approve this device. */
export type ConnectEmailReturnType = { action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }

export type ConnectEmailErrorType =
  | InvalidEmailError
  | EmailLoginRateLimitError
  | ConnectorNotFoundError
  | FoyerError

/** The modal's view for each next step; pushing the view already shown (a resend) does nothing. */
const emailStepViews = {
  VERIFY_OTP: 'EmailVerifyOtp',
  VERIFY_DEVICE: 'EmailVerifyDevice',
} as const satisfies Record<ConnectEmailReturnType['action'], View>

/** The instance's embedded wallet; throws `ConnectorNotFoundError` when none is configured. */
export function embeddedWalletOf(foyer: Foyer): EmbeddedWalletConnector {
  const connector = findEmbeddedWallet(foyer.store.get(connectorsAtom))
  if (!connector) throw new ConnectorNotFoundError(EMBEDDED_CONNECTOR_ID)
  return connector
}

/** Sends an event through the email login machine. */
export function sendEmailLogin(foyer: Foyer, event: EmailLoginEvent): void {
  foyer.store.set(emailLoginAtom, (state) => emailLoginTransition(state, event))
}

/**
 * Starts an email login (SPEC §4, §5): checks the email, enforces the 30 s cooldown keyed on
 * the stored last email login time ('Please try again after {n} seconds'), and has the
 * embedded wallet send a one-time code. On success the time is stored, the flow
 * (`emailLoginAtom`) waits for the code or the device approval, and the modal shows that step
 * (EmailVerifyOtp or EmailVerifyDevice).
 */
export async function connectEmail(
  foyer: Foyer,
  parameters: ConnectEmailParameters,
): Promise<ConnectEmailReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, { email: is.string })
  const email = assertEmail(parameters.email)
  assertEmailLoginAllowed(foyer.storage.get(lastEmailLoginTimeEntry), Date.now())
  const connector = embeddedWalletOf(foyer)
  sendEmailLogin(foyer, { type: 'submitEmail', email })
  try {
    const { action } = await connector.connectEmail({ email })
    foyer.storage.set(lastEmailLoginTimeEntry, Date.now())
    sendEmailLogin(foyer, { type: 'emailAccepted', action })
    navigate(foyer, { type: 'push', route: { view: emailStepViews[action] } })
    return { action }
  } catch (error) {
    sendEmailLogin(foyer, { type: 'fail', error: error as FoyerError })
    throw error
  }
}
