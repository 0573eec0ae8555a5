import { SignatureDeclinedError, SiwxNotEnabledError } from '../errors/auth.js'
import { NoActiveCaipAddressError } from '../errors/chain.js'
import { FoyerError } from '../errors/FoyerError.js'
import { UnknownError } from '../errors/generic.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { resolveSiwx } from '../store/resolveSiwx.js'
import { siwxAtom, siwxMessageAtom, siwxSessionsAtom } from '../store/siwxAtoms.js'
import type { SiwxSession } from '../store/siwxConfig.js'
import { hexToBase58 } from '../utils/base58.js'
import { signMessage } from './signMessage.js'
import { dispatchSiwx, prepareSiwxMessage, siwxTarget, siwxTargetKey } from './siwxFlow.js'

/** The session signed and stored; `undefined` when the sign-in failed (see `useSiwx().error`). */
export type SiwxSignInReturnType = SiwxSession | undefined

export type SiwxSignInErrorType = SiwxNotEnabledError | NoActiveCaipAddressError

const asFoyerError = (error: unknown) =>
  error instanceof FoyerError ? error : new UnknownError({ cause: error })

/**
 * Signs the connected account in (SPEC §4 "Sign-in (SIWX)"): the message the host's config
 * made when SIWXSignMessage opened (or a new one) is signed by the connected wallet
 * (`personal_sign` on eip155, `signMessage` on solana, its signature then in base58) and handed to the config's `addSession`;
 * then the modal closes and SIWX_AUTH_SUCCESS is tracked. A declined signature is
 * `SignatureDeclinedError` ('Signature declined'), and any failure (the config refusing the
 * session too) stays on the view as the flow's error, tracked as SIWX_AUTH_ERROR. A config that
 * cannot make the message disconnects (SPEC §4 failed initialisation). Called while no
 * sign-in waits, it opens SIWXSignMessage first. Throws `SiwxNotEnabledError` ('SIWX is not
 * enabled') without a `siwx` or `siweConfig` option, `NoActiveCaipAddressError` with no
 * connected account on a listed network.
 */
export async function siwxSignIn(foyer: Foyer): Promise<SiwxSignInReturnType> {
  assertFoyer(foyer)
  const config = resolveSiwx(foyer)
  if (!config) throw new SiwxNotEnabledError()
  const target = siwxTarget(foyer)
  if (!target) throw new NoActiveCaipAddressError()
  const { store } = foyer
  if (store.get(siwxAtom).status === 'signing') return undefined
  if (store.get(siwxAtom).status !== 'awaitingSignature') {
    dispatchSiwx(foyer, {
      type: 'connected',
      configured: true,
      networkSupported: true,
      hasSession: false,
    })
  }
  dispatchSiwx(foyer, { type: 'sign' })
  const key = siwxTargetKey(target)
  const prepared = store.get(siwxMessageAtom)
  let message = prepared && prepared.key === key ? prepared.message : undefined
  if (!message) {
    try {
      message = await config.createMessage({
        chainId: target.chainId,
        accountAddress: target.address,
      })
    } catch (cause) {
      dispatchSiwx(foyer, { type: 'initFailed', cause })
      return undefined
    }
  }
  const failed = (error: FoyerError) => {
    dispatchSiwx(foyer, { type: 'signFailed', error })
    // A nonce is used once: the next try signs a new message.
    void prepareSiwxMessage(foyer, target)
    return undefined
  }
  const text = message.toString()
  let signature: string
  try {
    const signed = await signMessage(foyer, { message: text })
    // Sign-in with Solana carries the ed25519 signature in base58, as its verifiers expect.
    signature = target.chainId.startsWith('solana:') ? hexToBase58(signed) : signed
  } catch (error) {
    return failed(
      error instanceof UserRejectedRequestError
        ? new SignatureDeclinedError({ cause: error })
        : asFoyerError(error),
    )
  }
  const { toString: _text, ...data } = message
  const session: SiwxSession = { data, message: text, signature }
  try {
    await config.addSession(session)
  } catch (error) {
    return failed(asFoyerError(error))
  }
  if (siwxTargetKey(siwxTarget(foyer)) === key) {
    const known = store.get(siwxSessionsAtom)
    store.set(siwxSessionsAtom, { ...target, sessions: [...(known?.sessions ?? []), session] })
  }
  dispatchSiwx(foyer, { type: 'signed' })
  return session
}
