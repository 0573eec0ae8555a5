import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { finishSend } from '../actions/finishSend.js'
import { resetSendForm } from '../actions/resetSendForm.js'
import { type SubmitSendFormParameters, submitSendForm } from '../actions/submitSendForm.js'
import { updateSendForm } from '../actions/updateSendForm.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import { formatUnitsExact, parseAmount } from '../format/parseAmount.js'
import { formatFee, sendErrorMessage } from '../format/sendFormText.js'
import type { SendFormToken } from '../machines/send.js'
import { nameQueryOptions } from '../query/nameQueryOptions.js'
import { sendFeeQueryOptions } from '../query/sendFeeQueryOptions.js'
import {
  exceedsBalance,
  matchingSendTokens,
  networkBalanceInUsd,
  normalizeTokenSearch,
  receiverKind,
  sendAmountInUsd,
  sendFormTokens,
} from '../rules/sendFormTokens.js'
import { accountNetworkAtom, activeAccountAtom, activeNamespaceAtom } from '../store/atoms.js'
import { getQueryClient } from '../store/getQueryClient.js'
import { sendAtom } from '../store/sendAtom.js'
import { assertParameter, parameterRules as is } from '../validation/parameters.js'
import { sendBlockingError } from '../validation/sendBlockingError.js'
import { validateSendForm } from '../validation/sendForm.js'
import { useFoyer } from './foyerContext.js'
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
 * `isUserRejected`; any failure keeps the form with a typed `error` (and `errorMessage`, its
 * sentence). A network switch resets it, and so does the modal leaving a send's success
 * (`finish` does it at once and returns to Account). The token picker's search is `tokenSearch`,
 * its result `matchingTokens`.
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
    getQueryClient(foyer),
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
    getQueryClient(foyer),
  )
  const validation = validateSendForm({
    token,
    amount: form.sendTokenAmount,
    receiverAddress: receiver,
    chainNamespace: namespace,
  })
  const currency = network?.nativeCurrency
  const [tokenSearch, setTokenSearchState] = useState('')
  // A non-string would break the token picker on the next render: refused here instead.
  const setTokenSearch = useCallback((text: string) => {
    assertParameter('search', text, is.string)
    setTokenSearchState(text)
  }, [])
  const over = exceedsBalance(form.sendTokenAmount, token)
  const blockingError = sendBlockingError(validation, over)
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
    /** The token picker's state: `ready` once any token is known, else the balances' status. */
    tokenPickerStatus:
      tokens.length > 0
        ? ('ready' as const)
        : balances.isLoading
          ? ('loading' as const)
          : balances.status,
    token,
    amount: form.sendTokenAmount ?? '',
    receiver: receiver ?? '',
    /** The USD value of the amount typed, when the token's price is known. */
    amountInUsd: sendAmountInUsd(form.sendTokenAmount, token),
    /** SPEC §3: the USD value of the native balance that pays the fee. */
    networkBalanceInUsd: networkBalanceInUsd(tokens),
    exceedsBalance: over,
    /**
     * What keeps the form from review, in SPEC §5's words: the first invalid field's error, else
     * 'Insufficient balance'; `undefined` when nothing does.
     */
    blockingError,
    /** Whether the form may go to review: nothing blocks it and the receiver has an address. */
    canReview: !blockingError && Boolean(to),
    /** The token picker's search text, as typed. */
    tokenSearch,
    setTokenSearch,
    /** Whether the picker's search holds anything to match (so an empty list means "no match"). */
    isTokenSearchActive: normalizeTokenSearch(tokenSearch) !== '',
    /** The tokens matching `tokenSearch` (name or symbol), with USD value and selection. */
    matchingTokens: useMemo(
      () => matchingSendTokens(tokens, tokenSearch, token),
      [tokens, tokenSearch, token],
    ),
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
    /** The fee in words, '0.000021 ETH', once estimated. */
    feeFormatted: formatFee(fee.data?.fee, currency),
    network,
    /** SPEC §5's per-field validation of the form as it stands. */
    validation,
    /** The last validation or send error; cleared by any edit. */
    error: state.error,
    isUserRejected: state.error instanceof UserRejectedRequestError,
    /** The sentence for `error`: a refusal says nothing was sent; else the error's own words. */
    errorMessage: state.error ? sendErrorMessage(state.error) : undefined,
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
    /** After a success: an empty form, and the modal back on Account (SPEC §4). */
    finish: useCallback(() => finishSend(foyer), [foyer]),
  }
}

export type UseSendFormReturnType = ReturnType<typeof useSendForm>
