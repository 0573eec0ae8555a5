import { atom } from 'jotai/vanilla'
import { initialSendState, type SendFormToken, type SendState } from '../machines/sendState.js'

/**
 * The send form of SPEC §3 "Send state" and its status (SPEC §4 "Send token"), changed only
 * through `sendTransition`. It outlives a view, so WalletSend, WalletSendSelectToken and
 * WalletSendPreview share one form; a network switch resets it (`watchSendForm`).
 */
export const sendAtom = atom<SendState<SendFormToken>>(initialSendState<SendFormToken>())
