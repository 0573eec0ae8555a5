import type { FoyerError } from '../errors/FoyerError.js'
import type { SiwxState } from '../machines/siwx.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import {
  isSiwxRequiredBy,
  siwxAtom,
  siwxMessageAtom,
  siwxSessionsAtom,
} from '../store/siwxAtoms.js'
import type { SiwxMessageData, SiwxSession } from '../store/siwxConfig.js'

/** The sign-in flow as a host without React reads it (what `useSiwx()` shows). */
export type GetSiwxStateReturnType = {
  /** Whether the host configured sign-in (`siwx` or `siweConfig`). */
  enabled: boolean
  /** Whether sign-in is required (cancelling disconnects, closing is refused). */
  required: boolean
  /** The flow's state: idle, awaitingSignature, signing, signed, failed. */
  status: SiwxState['status']
  /** The last failure: 'Signature declined', the config's refusal, a failed initialisation. */
  error: FoyerError | undefined
  /** The sessions of the connected account on its network (empty while unknown). */
  sessions: readonly SiwxSession[]
  /** A session exists for the connected account on its network. */
  isSignedIn: boolean
  /** The message waiting to be signed (its statement, domain, …), once the config made it. */
  message: SiwxMessageData | undefined
}

export type GetSiwxStateErrorType = never

/**
 * The sign-in flow's state (SPEC §4 "Sign-in (SIWX)"), for hosts without React: the status and
 * error, the connected account's sessions on its network, the message waiting to be signed.
 * `siwxSignIn`, `siwxSignOut` and `siwxCancel` act on it; `watchSiwxState` follows it.
 */
export function getSiwxState(foyer: Foyer): GetSiwxStateReturnType {
  assertFoyer(foyer)
  const { store, options } = foyer
  const state = store.get(siwxAtom)
  const prepared = store.get(siwxMessageAtom)
  const sessions = store.get(siwxSessionsAtom)?.sessions ?? []
  let message: SiwxMessageData | undefined
  if (prepared) {
    const { toString: _text, ...data } = prepared.message
    message = data
  }
  return {
    enabled: Boolean(options.siwx || options.siweConfig),
    required: isSiwxRequiredBy(options),
    status: state.status,
    error: 'error' in state ? state.error : undefined,
    sessions,
    isSignedIn: sessions.length > 0,
    message,
  }
}
