import type { FoyerError } from '../errors/FoyerError.js'

// The send form's state and its empty value: what the store creates at start, apart from the
// transitions (send.ts), which validate and load with the send view.

/** A token the send form can move: the network's native currency when `address` is absent. */
export type SendableToken = {
  symbol: string
  decimals: number
  /** The ERC-20 contract or SPL mint; absent for the native currency (ETH, SOL). */
  address?: string | undefined
}

/** A token of the send form's picker: what a send needs, and what the form shows. */
export type SendFormToken = SendableToken & {
  name: string
  /** The account's balance as an exact decimal string ('1.5'). */
  balance: string
  /** USD price of one token; 0 when unknown. */
  price: number
  iconUrl?: string | undefined
}

/** The send form's fields (SPEC §3 "Send state"). */
export type SendForm<token> = {
  token: token | undefined
  sendTokenAmount: string | undefined
  receiverAddress: string | undefined
  receiverProfileName: string | undefined
  receiverProfileImageUrl: string | undefined
  networkBalanceInUSD: string | undefined
}

/**
 * Sending a token (SPEC §4): loading, initiated, success, then reset. `idle` carries the last
 * validation or sending error. Visible in the DOM as `data-state`.
 */
export type SendState<token> = {
  status: 'idle' | 'loading' | 'initiated' | 'success'
  form: SendForm<token>
  error?: FoyerError | undefined
}

/** An empty send form. */
export function initialSendState<token>(): SendState<token> {
  return {
    status: 'idle',
    form: {
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      receiverProfileName: undefined,
      receiverProfileImageUrl: undefined,
      networkBalanceInUSD: undefined,
    },
  }
}
