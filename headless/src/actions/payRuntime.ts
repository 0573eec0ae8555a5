// The pay flow's code (issue #22), loaded on the first `pay`: connect, switch, check the
// balance (waiting for the onramp when short), send through the send path, await the receipt.
// Every step goes through `payTransition`.

import { getBalances } from '../api/getBalances.js'
import type { CaipNetworkId } from '../chains/network.js'
import { ContractRevertedError } from '../errors/node.js'
import { toWalletError, UserRejectedRequestError } from '../errors/rpc.js'
import { TokenBalanceUnavailableError } from '../errors/transactions.js'
import { formatUnitsExact, parseAmount } from '../format/parseAmount.js'
import {
  isPayRunning,
  type PayEvent,
  type PayRequest,
  type PayResult,
  payResult,
  payTransition,
} from '../machines/pay.js'
import { activeWallet } from '../store/activeWallet.js'
import { accountNetworkAtom, activeAccountAtom, modalAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { payAtom } from '../store/payAtom.js'
import { openModal } from './openModal.js'
import { sendToken } from './sendTokenRuntime.js'
import { switchNetwork } from './switchNetwork.js'

const dispatch = (foyer: Foyer, event: PayEvent) =>
  foyer.store.set(payAtom, (state) => payTransition(state, event))

/** Why a wait ended: the condition held, or the visitor closed the modal. */
type WaitEnd = 'done' | 'closed'

const isClosed = (foyer: Foyer) => foyer.store.get(modalAtom).status === 'closed'

/**
 * Resolves once `done()` holds (checked on an account or modal change and every `pollMs`, one
 * check at a time), or with 'closed' once `closes()` holds (by default: the modal closed) or the
 * payment was reset.
 */
function waitUntil(
  foyer: Foyer,
  done: () => Promise<boolean> | boolean,
  { pollMs, closes = () => isClosed(foyer) }: { pollMs?: number; closes?: () => boolean } = {},
) {
  const { store } = foyer
  return new Promise<WaitEnd>((resolve, reject) => {
    let ended = false
    let checking = false
    const stops: (() => void)[] = []
    const end = (value: WaitEnd) => {
      if (ended) return
      ended = true
      for (const stop of stops) stop()
      resolve(value)
    }
    const stopped = () => {
      const closed = closes() || !isPayRunning(store.get(payAtom))
      if (closed) end('closed')
      return ended
    }
    const check = () => {
      if (stopped() || checking) return
      checking = true
      Promise.resolve(done()).then(
        (yes) => {
          checking = false
          if (yes) end('done')
        },
        (error) => {
          ended = true
          for (const stop of stops) stop()
          reject(error)
        },
      )
    }
    stops.push(store.sub(payAtom, stopped))
    stops.push(store.sub(modalAtom, check), store.sub(activeAccountAtom, check))
    if (pollMs !== undefined) {
      const timer = setInterval(check, pollMs)
      stops.push(() => clearInterval(timer))
    }
    check()
  })
}

const isConnected = (foyer: Foyer) => foyer.store.get(activeAccountAtom).status === 'connected'

/** The account's balance of the asset in its smallest unit (0 when not held). */
async function readBalance(foyer: Foyer, request: PayRequest): Promise<bigint> {
  const { blockchain } = await foyer.loadApi()
  if (!blockchain) throw new TokenBalanceUnavailableError()
  const { address } = activeWallet(foyer, ['eip155', 'solana'])
  const balances = await getBalances(blockchain, {
    address,
    caipNetworkId: request.network,
    forceUpdate: true,
  })
  // The API gives a token's address as CAIP-10 (`eip155:1:0x…`), and may list other chains.
  const wanted = request.asset.address?.toLowerCase()
  const held = balances.find(
    (balance) =>
      (!balance.chainId || balance.chainId === request.network) &&
      (wanted
        ? balance.address?.toLowerCase().split(':').pop() === wanted
        : !balance.address && balance.symbol === request.asset.symbol),
  )
  return parseAmount(held?.quantity.numeric ?? '0', request.asset.decimals) ?? 0n
}

/** Reads the balance and records it; resolves whether it covers the amount. */
async function checkBalance(foyer: Foyer, request: PayRequest, amount: bigint) {
  const balance = await readBalance(foyer, request)
  const { decimals } = request.asset
  const short = balance < amount ? amount - balance : 0n
  dispatch(foyer, {
    type: 'balance',
    balance: formatUnitsExact(balance, decimals),
    shortfall: short > 0n ? formatUnitsExact(short, decimals) : undefined,
  })
  return short === 0n
}

export type PayRuntimeOptions = {
  /** How often a short balance is read again while the onramp buys the difference. */
  pollMs?: number | undefined
}

/** The implementation of `pay` (loaded on first use). */
export async function pay(
  foyer: Foyer,
  request: PayRequest,
  options: PayRuntimeOptions = {},
): Promise<PayResult> {
  const { pollMs = 4000 } = options
  const amount = parseAmount(request.amount, request.asset.decimals) ?? 0n
  dispatch(foyer, { type: 'start', request })
  try {
    let resume = false
    if (!isConnected(foyer)) {
      dispatch(foyer, { type: 'connect' })
      openModal(foyer)
      // Closed before a wallet connects, the payment is cancelled.
      const connection = await waitUntil(foyer, () => isConnected(foyer), {
        closes: () => isClosed(foyer) && !isConnected(foyer),
      })
      if (connection === 'closed') {
        dispatch(foyer, { type: 'cancel' })
        return finished(foyer)
      }
      // The modal's connect flows close the modal right after the connection (same task):
      // once they have, the payment goes on on the Pay view (reopened, or shown in place).
      await new Promise((resolve) => setTimeout(resolve, 0))
      dispatch(foyer, { type: 'check' })
      resume = true
    }
    if (foyer.store.get(accountNetworkAtom)?.caipNetworkId !== request.network) {
      await switchNetwork(foyer, { network: request.network as CaipNetworkId })
    }
    if (resume) openModal(foyer, { view: 'Pay' })
    if (!(await checkBalance(foyer, request, amount))) {
      if (isClosed(foyer)) openModal(foyer, { view: 'Pay' })
      const funded = await waitUntil(foyer, () => checkBalance(foyer, request, amount), { pollMs })
      if (funded === 'closed') {
        dispatch(foyer, { type: 'cancel' })
        return finished(foyer)
      }
    }
    dispatch(foyer, { type: 'send' })
    const hash = await sendToken(foyer, { token: request.asset, to: request.recipient, amount })
    dispatch(foyer, { type: 'sent', hash })
    const network = foyer.store.get(accountNetworkAtom)
    const { adapter } = activeWallet(foyer, ['eip155', 'solana'])
    if (adapter.namespace === 'eip155' && network) {
      const receipt = await adapter.waitForReceipt({
        network,
        hash: hash as `0x${string}`,
        rpcUrls: foyer.rpcUrls(network),
      })
      if (receipt.status !== 'success') {
        throw new ContractRevertedError(undefined, { metaMessages: [`Transaction: ${hash}`] })
      }
    }
    dispatch(foyer, { type: 'confirmed' })
  } catch (cause) {
    const error = toWalletError(cause)
    dispatch(
      foyer,
      error instanceof UserRejectedRequestError ? { type: 'cancel' } : { type: 'fail', error },
    )
  }
  return finished(foyer)
}

function finished(foyer: Foyer): PayResult {
  return payResult(foyer.store.get(payAtom)) ?? { status: 'cancelled' }
}
