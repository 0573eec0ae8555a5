import type { EvmAdapter } from '../adapters/evm.js'
import type { BlockchainApi } from '../api/blockchainApi.js'
import { buildApproveTransaction } from '../api/buildApproveTransaction.js'
import { buildSwapTransaction } from '../api/buildSwapTransaction.js'
import { getBalances } from '../api/getBalances.js'
import { getGasPrice } from '../api/getGasPrice.js'
import { getSwapAllowance } from '../api/getSwapAllowance.js'
import { getSwapQuotes } from '../api/getSwapQuotes.js'
import type { BuiltTransaction } from '../api/types.js'
import type { Network } from '../chains/network.js'
import { SWAP_SLIPPAGE_TOLERANCE } from '../constants/timing.js'
import { NoActiveCaipNetworkError, SwapNetworkNotSupportedError } from '../errors/chain.js'
import { toWalletError, UserRejectedRequestError } from '../errors/rpc.js'
import {
  SwapNoRouteError,
  SwapQuoteExpiredError,
  SwapTransactionRevertedError,
} from '../errors/swap.js'
import { parseAmount } from '../format/parseAmount.js'
import {
  type SwapEvent,
  type SwapState,
  type SwapTokenOption,
  swapTransition,
} from '../machines/swap.js'
import {
  isSwapNetwork,
  maxSwapAmount,
  minimumReceived,
  swapBlockingError,
  swapQuoteDetails,
  toSwapQuoteError,
  withBalances,
} from '../rules/swapForm.js'
import { activeWallet } from '../store/activeWallet.js'
import { accountNetworkAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { getQueryClient } from '../store/getQueryClient.js'
import { swapAtom } from '../store/swapAtom.js'
import { sendTransaction } from './sendTransaction.js'

// The swap flow's code (issue #21): quotes, Max, allowance → approve → swap. Every step goes
// through `swapTransition`; every call through api/. Imported statically by the swap actions:
// a dynamic import() here made esbuild split the first load's shared chunks along this file's
// imports (+1.5 KiB gzip for hosts without swaps, tests/bench/size.mjs); statically, a host that
// uses no swap action drops all of it, and a lazily loaded Swap view brings it.

/** A form the machine found complete (`isSwapFormComplete`): both tokens and an amount. */
type CompleteForm = { from: SwapTokenOption; to: SwapTokenOption; amount: string }

const dispatch = (foyer: Foyer, event: SwapEvent) =>
  foyer.store.set(swapAtom, (state) => swapTransition(state, event))

type SwapContext = {
  adapter: EvmAdapter
  address: string
  network: Network
  caipNetworkId: string
  api: BlockchainApi
}

/** The network, account and blockchain API a swap runs on; throws when one is missing. */
async function swapContext(foyer: Foyer): Promise<SwapContext> {
  const { adapter, address } = activeWallet(foyer, ['eip155'])
  const network = foyer.store.get(accountNetworkAtom)
  if (!network) throw new NoActiveCaipNetworkError()
  const { blockchain } = await foyer.loadApi()
  const chains = await blockchain?.gate.load().catch(() => undefined)
  if (!blockchain || !isSwapNetwork(network.caipNetworkId, chains))
    throw new SwapNetworkNotSupportedError({ metaMessages: [`Network: ${network.caipNetworkId}`] })
  return { adapter, address, network, caipNetworkId: network.caipNetworkId, api: blockchain }
}

/** The network's standard gas price in wei (throws 'Network not supported for Gas Price'). */
async function standardGasPrice(api: BlockchainApi, caipNetworkId: string) {
  return BigInt((await getGasPrice(api, { caipNetworkId })).standard)
}

/**
 * Quotes the swap form as it stands now: `quoting`, then `ready` with the quote, or `failed`
 * with a typed error (no route, network not supported for swaps or gas price, HTTP). An answer
 * for a form that changed meanwhile is dropped. Resolves with the state after it.
 */
export async function quoteSwap(foyer: Foyer): Promise<SwapState> {
  const { store } = foyer
  const { request, form } = store.get(swapAtom)
  dispatch(foyer, { type: 'quote', request })
  if (store.get(swapAtom).status !== 'quoting') return store.get(swapAtom)
  try {
    const { from, to, amount } = form as CompleteForm
    const { address, caipNetworkId, api } = await swapContext(foyer)
    const gasPrice = await standardGasPrice(api, caipNetworkId)
    const [quote] = await getSwapQuotes(api, {
      caipNetworkId,
      amount: String(parseAmount(amount, from.decimals) ?? 0n),
      userAddress: address,
      from: from.address,
      to: to.address,
      gasPrice: gasPrice.toString(),
    })
    if (!quote) throw new SwapNoRouteError()
    dispatch(foyer, { type: 'quoted', request, quote: swapQuoteDetails(quote, gasPrice) })
  } catch (cause) {
    dispatch(foyer, { type: 'quoteFailed', request, error: toSwapQuoteError(cause) })
  }
  return store.get(swapAtom)
}

/**
 * Puts the most the account can sell in the amount: a token's whole balance; of the native
 * coin, the balance less the swap's gas at the network's gas price.
 */
export async function setSwapMaxAmount(foyer: Foyer): Promise<string | undefined> {
  const { form, quote } = foyer.store.get(swapAtom)
  if (!form.from) return undefined
  let gasPrice = quote?.gasPrice
  if (form.from.native && gasPrice === undefined) {
    const { api, caipNetworkId } = await swapContext(foyer)
    gasPrice = await standardGasPrice(api, caipNetworkId)
  }
  const amount = maxSwapAmount(form.from, { gasLimit: quote?.gasLimit, gasPrice })
  dispatch(foyer, { type: 'setAmount', amount: amount ?? '' })
  return amount
}

/** Sends a built transaction through the connected wallet and waits for it to be mined. */
async function sendAndWait(
  foyer: Foyer,
  context: SwapContext,
  tx: BuiltTransaction,
): Promise<`0x${string}`> {
  const hash = (await sendTransaction(foyer, {
    to: tx.to,
    data: tx.data,
    value: BigInt(tx.value ?? '0'),
  })) as `0x${string}`
  const receipt = await context.adapter.waitForReceipt({
    network: context.network,
    hash,
    rpcUrls: foyer.rpcUrls(context.network),
  })
  if (receipt.status !== 'success') {
    throw new SwapTransactionRevertedError({ metaMessages: [`Transaction: ${hash}`] })
  }
  return hash
}

/** The account's balances read again, and the form's tokens with them. */
async function refreshFormBalances(foyer: Foyer, context: SwapContext) {
  const { api, caipNetworkId, address } = context
  const balances = await getBalances(api, { address, caipNetworkId, forceUpdate: true })
  const { from, to } = foyer.store.get(swapAtom).form
  dispatch(foyer, {
    type: 'refreshTokens',
    from: withBalances(from, balances),
    to: withBalances(to, balances),
  })
}

/** Balances, token balances and activity read again, and the form's tokens with them. */
async function refreshAfterSwap(foyer: Foyer, context: SwapContext) {
  await getQueryClient(foyer).invalidateQueries({
    predicate: (query) => query.meta?.refreshOnTransaction === true,
  })
  await refreshFormBalances(foyer, context)
}

/**
 * Swaps what the form holds at its quote: the allowance is read and, for a token whose
 * allowance is short, an approval is built, sent through the connected wallet and awaited
 * (`approving`); the quote is checked against a fresh one (moved past the slippage tolerance:
 * `SwapQuoteExpiredError`); then the swap is built, sent and awaited (`swapping`), and `success`
 * once mined, with balances and activity refreshed. A declined signature returns to `ready`
 * with `UserRejectedRequestError`, values kept; any other failure is `failed`. Resolves with
 * the swap's hash; `undefined` when the form is not `ready` (a double click swaps once).
 */
export async function submitSwap(foyer: Foyer): Promise<`0x${string}` | undefined> {
  const { store } = foyer
  if (store.get(swapAtom).status !== 'ready') return undefined
  // A token picked before the account's balances loaded holds none: read them before refusing.
  if (swapBlockingError(store.get(swapAtom).form)) {
    await swapContext(foyer)
      .then((context) => refreshFormBalances(foyer, context))
      .catch(() => {})
  }
  const state = store.get(swapAtom)
  if (state.status !== 'ready' || !state.quote) return undefined
  const blocking = swapBlockingError(state.form)
  if (blocking) {
    dispatch(foyer, { type: 'block', error: blocking })
    throw blocking
  }
  const { quote } = state
  const { from, to, amount } = state.form as CompleteForm
  const units = String(parseAmount(amount, from.decimals) ?? 0n)
  let context: SwapContext | undefined
  try {
    context = await swapContext(foyer)
    const { api, caipNetworkId, address } = context
    const pair = { caipNetworkId, userAddress: address, from: from.address, to: to.address }
    if (!from.native) {
      const allowance = BigInt(
        await getSwapAllowance(api, {
          caipNetworkId,
          tokenAddress: from.address,
          userAddress: address,
        }),
      )
      if (allowance < BigInt(units)) {
        dispatch(foyer, { type: 'approve' })
        await sendAndWait(foyer, context, await buildApproveTransaction(api, pair))
      }
    }
    dispatch(foyer, { type: 'swap' })
    const [fresh] = await getSwapQuotes(api, {
      ...pair,
      amount: units,
      gasPrice: String(quote.gasPrice),
    })
    const least = minimumReceived(quote.toAmount, SWAP_SLIPPAGE_TOLERANCE)
    if (!fresh || BigInt(fresh.toAmount) < least) {
      throw new SwapQuoteExpiredError({
        metaMessages: [`Quoted: ${quote.toAmount}`, `Now: ${fresh?.toAmount ?? 'no quote'}`],
      })
    }
    const tx = await buildSwapTransaction(api, {
      ...pair,
      amount: units,
      slippage: SWAP_SLIPPAGE_TOLERANCE,
    })
    const hash = await sendAndWait(foyer, context, tx)
    dispatch(foyer, { type: 'success', hash })
    await refreshAfterSwap(foyer, context).catch(() => {})
    return hash
  } catch (cause) {
    const error = toWalletError(cause)
    const rejected = error instanceof UserRejectedRequestError
    dispatch(foyer, rejected ? { type: 'reject', error } : { type: 'fail', error })
    if (!context && store.get(swapAtom).status === 'ready')
      dispatch(foyer, { type: 'block', error })
    throw error
  }
}
