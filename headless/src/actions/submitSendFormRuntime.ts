import { isAddressOfNamespace } from '../chains/isAddress.js'
import type { ResolveNameError } from '../errors/names.js'
import { toWalletError } from '../errors/rpc.js'
import type { SendAmountAndReceiverRequiredError, SendTokenRequiredError } from '../errors/send.js'
import { parseAmount } from '../format/parseAmount.js'
import { type SendEvent, type SendFormToken, sendTransition } from '../machines/send.js'
import { activeNamespaceAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { sendAtom } from '../store/sendAtom.js'
import { resolveName } from './resolveName.js'
import { type SendTokenErrorType, sendToken } from './sendToken.js'

export type SubmitSendFormParameters = {
  /** The suffix of a receiver name typed without one. @default '.reown.id' */
  nameSuffix?: string | undefined
}

/**
 * The transaction hash (eip155) or signature (solana); `undefined` when a send was already under
 * way, so a double click sends once.
 */
export type SubmitSendFormReturnType = string | undefined

export type SubmitSendFormErrorType =
  | SendAmountAndReceiverRequiredError
  | SendTokenRequiredError
  | ResolveNameError
  | SendTokenErrorType

/** The implementation of `submitSendForm` (loaded on first use). */
export async function submitSendForm(
  foyer: Foyer,
  parameters: SubmitSendFormParameters = {},
): Promise<SubmitSendFormReturnType> {
  const { store } = foyer
  const dispatch = (event: SendEvent<SendFormToken>) =>
    store.set(sendAtom, (state) => sendTransition(state, event))
  const namespace = store.get(activeNamespaceAtom)
  if (store.get(sendAtom).status !== 'idle') return undefined
  dispatch({ type: 'submit', chainNamespace: namespace })
  const submitted = store.get(sendAtom)
  if (submitted.status !== 'loading') throw submitted.error
  const { token, sendTokenAmount, receiverAddress } = submitted.form
  try {
    // validateSendForm checked token, amount and receiver.
    const chosen = token as SendFormToken
    const amount = parseAmount(sendTokenAmount, chosen.decimals) ?? 0n
    let to = (receiverAddress as string).trim()
    if (!isAddressOfNamespace(namespace, to)) {
      const resolved = await resolveName(foyer, { name: to, suffix: parameters.nameSuffix })
      dispatch({ type: 'setReceiverProfile', name: resolved.name })
      to = resolved.address
    }
    dispatch({ type: 'initiated' })
    const hash = await sendToken(foyer, { token: chosen, to, amount })
    dispatch({ type: 'success' })
    return hash
  } catch (cause) {
    const error = toWalletError(cause)
    dispatch({ type: 'fail', error })
    throw error
  }
}
