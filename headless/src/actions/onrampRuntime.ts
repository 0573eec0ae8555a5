import type { BlockchainApi } from '../api/blockchainApi.js'
import { buildMeldUrl } from '../api/buildMeldUrl.js'
import { generateOnrampUrl } from '../api/generateOnrampUrl.js'
import { getBalances } from '../api/getBalances.js'
import { getOnrampOptions, sampleOnrampOptions } from '../api/getOnrampOptions.js'
import { getOnrampQuote, placeholderOnrampQuote } from '../api/getOnrampQuote.js'
import { getTransactionHistory } from '../api/getTransactionHistory.js'
import type { OnrampOptions } from '../api/types.js'
import type { Network } from '../chains/network.js'
import { PORTFOLIO_CACHE_MS } from '../constants/index.js'
import { ONRAMP_PROVIDERS } from '../constants/onramp.js'
import { NoActiveCaipAddressError, NoActiveCaipNetworkError } from '../errors/chain.js'
import { FoyerError } from '../errors/FoyerError.js'
import {
  OnrampPurchaseTimeoutError,
  OnrampUrlUnavailableError,
  OnrampWindowBlockedError,
} from '../errors/onramp.js'
import {
  type OnrampEvent,
  type OnrampForm,
  type OnrampState,
  onrampTransition,
} from '../machines/onramp.js'
import {
  coinbaseNetwork,
  isEstimateQuote,
  isOnrampFormComplete,
  onrampNetworkName,
  resolveOnrampForm,
} from '../rules/onramp.js'
import { accountNetworkAtom, activeAccountAtom, modalAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { getQueryClient } from '../store/getQueryClient.js'
import { onrampAtom } from '../store/onrampAtom.js'

// The onramp flow's code (issue #22): quotes, the provider page, the watch of the purchase.
// Every step goes through `onrampTransition`; every call through api/.

/** A form `resolveOnrampForm` filled and `isOnrampFormComplete` accepted. */
type CompleteForm = Required<OnrampForm> & {
  provider: NonNullable<OnrampForm['provider']>
  purchaseCurrency: NonNullable<OnrampForm['purchaseCurrency']>
  paymentCurrency: NonNullable<OnrampForm['paymentCurrency']>
}

const dispatch = (foyer: Foyer, event: OnrampEvent) =>
  foyer.store.set(onrampAtom, (state) => onrampTransition(state, event))

/** The cache key of the onramp's options (query/onrampOptionsQueryOptions.ts builds on it). */
export const onrampOptionsKey = ['foyer', 'onrampOptions'] as const

/** The onramp's options: the API's, or the built-in sample list without an API or on failure. */
export async function loadOnrampOptions(foyer: Foyer): Promise<OnrampOptions> {
  const { blockchain } = await foyer.loadApi()
  return blockchain ? getOnrampOptions(blockchain) : sampleOnrampOptions()
}

/** The form as the views show it: defaults filled in for the account's network. */
export async function resolvedOnrampForm(foyer: Foyer): Promise<OnrampForm> {
  const options = await getQueryClient(foyer)
    .fetchQuery({
      queryKey: onrampOptionsKey,
      queryFn: () => loadOnrampOptions(foyer),
      staleTime: PORTFOLIO_CACHE_MS,
    })
    .catch(() => undefined)
  const network = foyer.store.get(accountNetworkAtom)
  return resolveOnrampForm(foyer.store.get(onrampAtom).form, options, network, ONRAMP_PROVIDERS)
}

const quoteParameters = (form: CompleteForm, network: Network) => ({
  purchaseCurrency: form.purchaseCurrency,
  paymentCurrency: form.paymentCurrency,
  amount: form.amount,
  network: onrampNetworkName(form.purchaseCurrency, network),
})

/**
 * Quotes the form as it stands now: `quoting`, then `ready` with the quote (the placeholder,
 * an estimate, when the API fails). A form out of its limits is not quoted; an answer for a
 * form that changed meanwhile is dropped. Resolves with the state after it.
 */
export async function quoteOnramp(foyer: Foyer): Promise<OnrampState> {
  const { store } = foyer
  const { request } = store.get(onrampAtom)
  const form = await resolvedOnrampForm(foyer)
  const network = store.get(accountNetworkAtom)
  dispatch(foyer, {
    type: 'quote',
    request,
    form,
    valid: Boolean(network) && isOnrampFormComplete(form),
  })
  if (store.get(onrampAtom).status !== 'quoting' || !network) return store.get(onrampAtom)
  const parameters = quoteParameters(form as CompleteForm, network)
  const { blockchain } = await foyer.loadApi()
  const quote = blockchain
    ? await getOnrampQuote(blockchain, parameters)
    : placeholderOnrampQuote(parameters)
  dispatch(foyer, { type: 'quoted', request, quote })
  return store.get(onrampAtom)
}

type Watch = {
  api: BlockchainApi
  address: string
  network: Network
  form: CompleteForm
}

/** The purchased asset's balance now, as a decimal string ('0' when not held). */
async function readBalance({ api, address, network, form }: Watch): Promise<string> {
  const balances = await getBalances(api, {
    address,
    caipNetworkId: network.caipNetworkId,
    forceUpdate: true,
  })
  const held = balances.find((balance) => balance.symbol === form.purchaseCurrency.symbol)
  return held?.quantity.numeric ?? '0'
}

/** The ids of the onramp purchases the account's activity lists (history's `onramp` filter). */
async function readPurchases({ api, address, network, form }: Watch): Promise<Set<string>> {
  const page = await getTransactionHistory(api, {
    account: address,
    caipNetworkId: network.caipNetworkId,
    onramp: form.provider.name,
  })
  return new Set(page.data.map((transaction) => transaction.id))
}

/** The provider's page: Meld's link (SPEC §4), or the URL generator's (SPEC §7, §9). */
async function providerUrl(foyer: Foyer, watch: Watch, quote: OnrampState['quote']) {
  const { api, address, network, form } = watch
  if (form.provider.name === 'meld') {
    return buildMeldUrl({
      url: form.provider.url,
      publicKey: form.provider.publicKey ?? '',
      chainNamespace: network.chainNamespace,
      address,
      projectId: foyer.options.projectId,
    })
  }
  const name = onrampNetworkName(form.purchaseCurrency, network)
  return generateOnrampUrl(api, {
    destinationWallets: [{ address, blockchains: [name], assets: [form.purchaseCurrency.symbol] }],
    defaultNetwork: coinbaseNetwork(name),
    partnerUserId: address,
    // The quote's crypto amount when it is a real quote; an estimate only knows the fiat.
    ...(quote && !isEstimateQuote(quote)
      ? { presetCryptoAmount: Number(quote.purchaseAmount.amount) }
      : { presetFiatAmount: Number(form.amount) }),
  })
}

/** Waits `ms`, unless the purchase stops waiting first. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export type WatchOptions = { pollMs: number; timeoutMs: number }

/**
 * The purchase after its window opened (or was blocked): the balance before, the provider's
 * page in the window, then `waiting` until the balance rises or the activity lists a new onramp
 * purchase (`success`), the bound passes (`failed`), or the visitor cancels or closes the modal
 * (back to `ready`). Resolves with the state it ends in; never rejects.
 */
export async function watchOnramp(
  foyer: Foyer,
  popup: Window | null,
  { pollMs, timeoutMs }: WatchOptions,
): Promise<OnrampState> {
  const { store } = foyer
  const { attempt, form, quote } = store.get(onrampAtom)
  // Closing the modal the purchase started in stops the watch (a bespoke UI without the
  // modal has none to close: it cancels).
  const inModal = store.get(modalAtom).status === 'open'
  const waiting = () => {
    const state = store.get(onrampAtom)
    if (state.attempt !== attempt || !['opening', 'waiting'].includes(state.status)) return false
    if (!inModal || store.get(modalAtom).status === 'open') return true
    dispatch(foyer, { type: 'cancel' })
    return false
  }
  try {
    const network = store.get(accountNetworkAtom)
    const { address } = store.get(activeAccountAtom)
    if (!network) throw new NoActiveCaipNetworkError()
    if (!address) throw new NoActiveCaipAddressError()
    const { blockchain } = await foyer.loadApi()
    if (!blockchain) throw new OnrampUrlUnavailableError({ details: 'No blockchain API' })
    const watch: Watch = { api: blockchain, address, network, form: form as CompleteForm }
    const before = await readBalance(watch)
    const seen = await readPurchases(watch).catch(() => new Set<string>())
    const url = await providerUrl(foyer, watch, quote).catch((cause: unknown) => {
      throw new OnrampUrlUnavailableError({ cause })
    })
    if (popup && !popup.closed) popup.location.href = url
    const blocked = popup && !popup.closed ? undefined : new OnrampWindowBlockedError()
    dispatch(foyer, { type: 'opened', attempt, url, balanceBefore: before, error: blocked })
    const deadline = Date.now() + timeoutMs
    while (waiting()) {
      await sleep(pollMs)
      if (!waiting()) break
      if (Date.now() > deadline) throw new OnrampPurchaseTimeoutError()
      const after = await readBalance(watch).catch(() => undefined)
      if (after !== undefined && Number(after) > Number(before)) {
        dispatch(foyer, { type: 'funded', attempt, balanceAfter: after })
        break
      }
      const purchases = await readPurchases(watch).catch(() => seen)
      if ([...purchases].some((id) => !seen.has(id))) {
        dispatch(foyer, { type: 'funded', attempt, balanceAfter: after ?? before })
        break
      }
    }
  } catch (cause) {
    if (popup && !popup.closed) popup.close()
    const error = cause instanceof FoyerError ? cause : new OnrampUrlUnavailableError({ cause })
    dispatch(foyer, { type: 'fail', attempt, error })
  }
  return store.get(onrampAtom)
}
