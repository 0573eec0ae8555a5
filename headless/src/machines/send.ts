import type { ChainNamespace } from '../chains/namespaces.js'
import type { FoyerError } from '../errors/FoyerError.js'
import { firstError } from '../validation/result.js'
import { validateSendForm } from '../validation/sendForm.js'
import { initialSendState, type SendForm, type SendState } from './sendState.js'

export type { SendableToken, SendForm, SendFormToken, SendState } from './sendState.js'
export { initialSendState }

/** Events of the send flow. */
export type SendEvent<token> =
  | { type: 'setToken'; token: token | undefined }
  | { type: 'setAmount'; amount: string | undefined }
  | { type: 'setReceiver'; address: string | undefined }
  | { type: 'setReceiverProfile'; name?: string | undefined; imageUrl?: string | undefined }
  | { type: 'setNetworkBalanceInUSD'; value: string | undefined }
  /** Submit the form on a namespace; invalid forms stay idle with the error. */
  | { type: 'submit'; chainNamespace: ChainNamespace }
  /** The wallet accepted the request (transaction sent). */
  | { type: 'initiated' }
  | { type: 'success' }
  | { type: 'fail'; error: FoyerError }
  /** Back to an empty form (also on a network switch, SPEC §4). */
  | { type: 'reset' }

/** Pure send transitions. The form cannot change while a send is under way. */
export function sendTransition<token>(
  state: SendState<token>,
  event: SendEvent<token>,
): SendState<token> {
  const editable = state.status === 'idle'
  const edit = (form: Partial<SendForm<token>>): SendState<token> =>
    editable ? { ...state, form: { ...state.form, ...form }, error: undefined } : state
  switch (event.type) {
    case 'setToken':
      return edit({ token: event.token })
    case 'setAmount':
      return edit({ sendTokenAmount: event.amount })
    case 'setReceiver':
      return edit({
        receiverAddress: event.address,
        receiverProfileName: undefined,
        receiverProfileImageUrl: undefined,
      })
    case 'setReceiverProfile':
      // Also while loading: a send resolves the receiver's name before asking the wallet.
      return editable || state.status === 'loading'
        ? {
            ...state,
            form: {
              ...state.form,
              receiverProfileName: event.name,
              receiverProfileImageUrl: event.imageUrl,
            },
          }
        : state
    case 'setNetworkBalanceInUSD':
      return edit({ networkBalanceInUSD: event.value })
    case 'submit': {
      if (!editable) return state
      const error = firstError(
        validateSendForm({
          token: state.form.token,
          amount: state.form.sendTokenAmount,
          receiverAddress: state.form.receiverAddress,
          chainNamespace: event.chainNamespace,
        }),
      )
      return error ? { ...state, error } : { ...state, status: 'loading', error: undefined }
    }
    case 'initiated':
      return state.status === 'loading' ? { ...state, status: 'initiated' } : state
    case 'success':
      return state.status === 'initiated' || state.status === 'loading'
        ? { ...state, status: 'success' }
        : state
    case 'fail':
      return state.status === 'idle' || state.status === 'success'
        ? state
        : { ...state, status: 'idle', error: event.error }
    case 'reset':
      return initialSendState()
  }
}
