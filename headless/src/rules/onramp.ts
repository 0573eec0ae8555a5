import type { OnrampOptions, OnrampPurchaseCurrency, OnrampQuote } from '../api/types.js'
import type { Network } from '../chains/network.js'
import {
  COINBASE_ONRAMP_CHAINS,
  COINBASE_ONRAMP_FALLBACK_CHAIN,
  ONRAMP_DEFAULT_PAYMENT_CURRENCY,
  ONRAMP_DEFAULT_PAYMENT_LIMITS,
  ONRAMP_DEFAULT_PURCHASE_CURRENCY,
} from '../constants/onramp.js'
import { OnrampAmountAboveMaximumError, OnrampAmountBelowMinimumError } from '../errors/onramp.js'
import type { OnrampForm, OnrampProvider } from '../machines/onramp.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'

/** The CAIP-2 reference of a network ('31337', a Solana genesis hash prefix). */
const reference = (network: Network) => network.caipNetworkId.split(':')[1] ?? String(network.id)

/** The providers that serve the network's namespace, in their order. */
export function onrampProvidersFor(
  providers: readonly OnrampProvider[],
  network: Network | null | undefined,
): OnrampProvider[] {
  if (!network) return []
  return providers.filter((provider) => provider.supportedChains.includes(network.chainNamespace))
}

/** The options' entry of a currency for the network, if it is sold there. */
export function onrampCurrencyNetwork(currency: OnrampPurchaseCurrency, network: Network) {
  const ids = [String(network.id), reference(network)]
  return currency.networks.find((entry) => ids.includes(String(entry.chain_id)))
}

/** The currencies sold on the network (those whose networks carry it). */
export function purchaseCurrenciesFor(
  options: OnrampOptions | undefined,
  network: Network | null | undefined,
): OnrampPurchaseCurrency[] {
  if (!options || !network) return []
  return options.purchaseCurrencies.filter((currency) => onrampCurrencyNetwork(currency, network))
}

/** The default purchase: USDC where the network carries it (SPEC §3), else the first one sold. */
export function defaultPurchaseCurrency(currencies: readonly OnrampPurchaseCurrency[]) {
  return (
    currencies.find((currency) => currency.id === ONRAMP_DEFAULT_PURCHASE_CURRENCY.id) ??
    currencies[0]
  )
}

/** The default payment currency: USD (SPEC §3), else the first one. */
export function defaultPaymentCurrency(options: OnrampOptions | undefined) {
  const currencies = options?.paymentCurrencies ?? []
  return (
    currencies.find((currency) => currency.id === ONRAMP_DEFAULT_PAYMENT_CURRENCY) ?? currencies[0]
  )
}

/** The limits of the form's payment method (the currency's, else the defaults of SPEC §9). */
export function onrampLimits(form: Pick<OnrampForm, 'paymentCurrency' | 'paymentMethod'>) {
  const limits = form.paymentCurrency?.payment_method_limits ?? ONRAMP_DEFAULT_PAYMENT_LIMITS
  const found =
    limits.find((limit) => limit.id === form.paymentMethod) ??
    ONRAMP_DEFAULT_PAYMENT_LIMITS.find((limit) => limit.id === form.paymentMethod) ??
    ONRAMP_DEFAULT_PAYMENT_LIMITS[0]
  return {
    method: found.id,
    min: found.min,
    max: found.max,
    currency: form.paymentCurrency?.id ?? ONRAMP_DEFAULT_PAYMENT_CURRENCY,
  }
}

/**
 * The amount's error against the payment method's limits (SPEC §9), or `undefined` when it is
 * within them or not typed yet.
 */
export function onrampAmountError(
  form: Pick<OnrampForm, 'paymentCurrency' | 'paymentMethod' | 'amount'>,
): OnrampAmountBelowMinimumError | OnrampAmountAboveMaximumError | undefined {
  assertParameters(
    form,
    {
      paymentCurrency: is.optional(is.shape({ id: is.string, payment_method_limits: is.array })),
      paymentMethod: is.string,
      amount: is.string,
    },
    { name: 'form' },
  )
  const amount = Number(form.amount)
  if (form.amount.trim() === '' || !Number.isFinite(amount)) return undefined
  const { min, max, method, currency } = onrampLimits(form)
  const metaMessages = [`Payment method: ${method}`, `Limits: ${min} to ${max} ${currency}`]
  if (amount < Number(min)) return new OnrampAmountBelowMinimumError({ metaMessages })
  if (amount > Number(max)) return new OnrampAmountAboveMaximumError({ metaMessages })
  return undefined
}

/** Whether the form can be quoted: provider, currencies and an amount within the limits. */
export function isOnrampFormComplete(form: OnrampForm): boolean {
  return Boolean(
    form.provider &&
      form.purchaseCurrency &&
      form.paymentCurrency &&
      Number(form.amount) > 0 &&
      !onrampAmountError(form),
  )
}

/** Whether the quote is the placeholder of a failed quote call (an estimate, no fees). */
export function isEstimateQuote(quote: OnrampQuote | undefined): boolean {
  return typeof quote === 'object' && quote !== null && quote.quoteId === 'placeholder'
}

/** The onramp's name of the network: the options' name of it ('foyer-devnet'), else its own. */
export function onrampNetworkName(currency: OnrampPurchaseCurrency, network: Network): string {
  if (network.chainNamespace === 'solana') return 'solana'
  return (
    onrampCurrencyNetwork(currency, network)?.name ??
    network.name.toLowerCase().replace(/\s+/g, '-')
  )
}

/** The Coinbase network for a name: itself when Coinbase takes it, else ethereum (SPEC §9). */
export function coinbaseNetwork(name: string): string {
  return (COINBASE_ONRAMP_CHAINS as readonly string[]).includes(name)
    ? name
    : COINBASE_ONRAMP_FALLBACK_CHAIN
}

/**
 * The form with its defaults filled in for the network: the first provider serving it, the
 * default purchase currency sold there (a currency not sold there is replaced), USD.
 */
export function resolveOnrampForm(
  form: OnrampForm,
  options: OnrampOptions | undefined,
  network: Network | null | undefined,
  providers: readonly OnrampProvider[],
): OnrampForm {
  const currencies = purchaseCurrenciesFor(options, network)
  const sold = currencies.find((currency) => currency.id === form.purchaseCurrency?.id)
  const served =
    network && form.provider?.supportedChains.includes(network.chainNamespace)
      ? form.provider
      : undefined
  return {
    ...form,
    provider: served ?? onrampProvidersFor(providers, network)[0],
    purchaseCurrency: sold ?? defaultPurchaseCurrency(currencies),
    paymentCurrency: form.paymentCurrency ?? defaultPaymentCurrency(options),
  }
}
