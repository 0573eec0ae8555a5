import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { resetSendForm } from '../actions/resetSendForm.js'
import { type SubmitSendFormParameters, submitSendForm } from '../actions/submitSendForm.js'
import { updateSendForm } from '../actions/updateSendForm.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import { formatUnitsExact, parseAmount } from '../format/parseAmount.js'
import type { SendFormToken } from '../machines/send.js'
import { nameQueryOptions } from '../query/nameQueryOptions.js'
import { sendFeeQueryOptions } from '../query/sendFeeQueryOptions.js'
import {
  exceedsBalance,
  networkBalanceInUsd,
  receiverKind,
  sendAmountInUsd,
  sendFormTokens,
} from '../rules/sendFormTokens.js'
import { accountNetworkAtom, activeAccountAtom, activeNamespaceAtom } from '../store/atoms.js'
import { sendAtom } from '../store/sendAtom.js'
import { validateSendForm } from '../validation/sendForm.js'
import { useFoyer } from './FoyerProvider.js'
import { useBalance } from './useBalance.js'
import { useDebouncedValue } from './useDebouncedValue.js'
import { useFoyerValue } from './useFoyerValue.js'
import { useTokenBalances } from './useTokenBalances.js'

export type UseSendFormParameters = {
  /** The suffix of a receiver name typed without one. @default '.reown.id' */
  nameSuffix?: string | undefined
  /** How long the receiver and amount stay unchanged before a lookup or estimate. @default 500 */
  debounceMs?: number | undefined
}

/**
 * Everything a send form needs (SPEC §3 "Send state", §4 "Send token", §5): the tokens from the
 * account's balances, the form's fields and setters, the amount's USD value and a Max, the
 * receiver resolved through the names API when it is a name, the network fee (viem, loaded on
 * use), SPEC §5's validation per field, and `submit` running loading → initiated → success
 * (`status`, also `data-state` in the views). A declined request keeps the form and sets
 * `isUserRejected`; any failure keeps the form with a typed `error`. A network switch resets it.
 */
export function useSendForm(parameters: UseSendFormParameters = {}) {
  const { nameSuffix, debounceMs = 500 } = parameters
  const foyer = useFoyer()
  const state = useFoyerValue(sendAtom)
  const namespace = useFoyerValue(activeNamespaceAtom)
  const network = useFoyerValue(accountNetworkAtom)
  const { address } = useFoyerValue(activeAccountAtom)
  const balances = useTokenBalances()
  const native = useBalance()
  const { form } = state
  const tokens = useMemo(
    () => sendFormTokens(balances.data, network, native.data),
    [balances.data, network, native.data],
  )
  const token = form.token
  const receiver = form.receiverAddress
  const kind = receiverKind(receiver, namespace)
  const debouncedReceiver = useDebouncedValue(receiver, debounceMs)
  const debouncedAmount = useDebouncedValue(form.sendTokenAmount, debounceMs)
  const name = useQuery(
    nameQueryOptions(foyer, {
      caipNetworkId: network?.caipNetworkId,
      name: kind === 'name' && debouncedReceiver === receiver ? receiver?.trim() : undefined,
      suffix: nameSuffix,
    }),
  )
  const to =
    kind === 'address' ? receiver?.trim() : kind === 'name' ? name.data?.address : undefined
  const fee = useQuery(
    sendFeeQueryOptions(foyer, {
      caipNetworkId: network?.caipNetworkId,
      address,
      token,
      to: debouncedReceiver === receiver ? to : undefined,
      amount: token ? parseAmount(debouncedAmount, token.decimals) : undefined,
    }),
  )
  const validation = validateSendForm({
    token,
    amount: form.sendTokenAmount,
    receiverAddress: receiver,
    chainNamespace: namespace,
  })
  const currency = network?.nativeCurrency
  return {
    /** `idle`, `loading` (resolving the receiver), `initiated` (the wallet asked), `success`. */
    status: state.status,
    isSending: state.status === 'loading' || state.status === 'initiated',
    /** The form as SPEC §3 names its fields. */
    form,
    /** The tokens the account can send on this network, the native currency first. */
    tokens,
    tokensStatus: balances.isLoading ? ('loading' as const) : balances.status,
    tokensError: balances.error,
    token,
    amount: form.sendTokenAmount ?? '',
    receiver: receiver ?? '',
    /** The USD value of the amount typed, when the token's price is known. */
    amountInUsd: sendAmountInUsd(form.sendTokenAmount, token),
    /** SPEC §3: the USD value of the native balance that pays the fee. */
    networkBalanceInUsd: networkBalanceInUsd(tokens),
    exceedsBalance: exceedsBalance(form.sendTokenAmount, token),
    /** What the receiver field holds: an address, a name to resolve, or nothing usable. */
    receiverKind: kind,
    /** A resolved name: its status, address and `ResolveNameError`. */
    resolvedName: {
      status: name.fetchStatus === 'fetching' ? 'loading' : name.status,
      data: name.data,
      error: name.error,
    },
    /** The address the tokens go to: the receiver, or its name's address once resolved. */
    to,
    /** The network fee in the native currency's smallest unit, and its status and error. */
    fee: {
      status: fee.fetchStatus === 'fetching' ? 'loading' : fee.status,
      data: fee.data,
      error: fee.error,
    },
    feeCurrency: currency,
    network,
    /** SPEC §5's per-field validation of the form as it stands. */
    validation,
    /** The last validation or send error; cleared by any edit. */
    error: state.error,
    isUserRejected: state.error instanceof UserRejectedRequestError,
    setToken: useCallback(
      (next: SendFormToken | undefined) => updateSendForm(foyer, { token: next }),
      [foyer],
    ),
    setAmount: useCallback(
      (next: string | undefined) => updateSendForm(foyer, { amount: next }),
      [foyer],
    ),
    setReceiver: useCallback(
      (next: string | undefined) => updateSendForm(foyer, { receiver: next }),
      [foyer],
    ),
    /** Puts the token's whole balance in the amount. */
    setMax: useCallback(() => {
      if (token)
        updateSendForm(foyer, {
          amount: formatUnitsExact(
            parseAmount(token.balance, token.decimals) ?? 0n,
            token.decimals,
          ),
        })
    }, [foyer, token]),
    /** Sends; resolves with the hash, rejects with the typed error (also in `error`). */
    submit: useCallback(
      (options: SubmitSendFormParameters = {}) => submitSendForm(foyer, { nameSuffix, ...options }),
      [foyer, nameSuffix],
    ),
    /** An empty form, back to `idle`. */
    reset: useCallback(() => resetSendForm(foyer), [foyer]),
  }
}

export type UseSendFormReturnType = ReturnType<typeof useSendForm>
