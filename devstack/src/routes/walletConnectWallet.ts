import { type Context, Hono } from 'hono'
import { DEVSTACK_RELAY_URL } from '../config.js'
import type { DevstackContext } from '../context.js'
import { ProviderRpcError } from '../wallet-base/errors.js'
import {
  createWalletConnectWallet,
  type WalletConnectWallet,
  WalletConnectWalletError,
  type WalletConnectWalletEvent,
} from '../walletconnect/wallet.js'
import { WC_WALLET_PAGE_HTML } from '../walletconnect/walletPage.js'
import { toRpcError } from '../walletconnect/walletRequests.js'
import { controlGuard } from './control.js'

const body = async (c: Context) => {
  try {
    const value = await c.req.json()
    return (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>
  } catch {
    return {}
  }
}

/** Answers a wallet error with its status, anything else with 500. */
const fail = (c: Context, error: unknown) => {
  if (error instanceof WalletConnectWalletError) {
    return c.json({ error: error.message }, error.status)
  }
  if (error instanceof ProviderRpcError) {
    // The request was answered with this error; the control reports it.
    return c.json({ error: error.message, code: error.code }, 409)
  }
  return c.json({ error: toRpcError(error).message }, 500)
}

const idOf = (c: Context) => Number(c.req.param('id'))

/**
 * The WalletConnect test wallet (anvil account #1 on the devstack relay), started on first use
 * inside the server process and closed when the server stops:
 * - `GET /wc-wallet`: a page to paste a `wc:` URI and approve or reject by hand;
 * - `/devstack/wc-wallet/*`: JSON controls (state, pair, policy, approve/reject proposals and
 *   requests, disconnect, emit), loopback and JSON only like every control ({@link controlGuard}).
 */
export function walletConnectWalletRoutes(context: DevstackContext) {
  let wallet: Promise<WalletConnectWallet> | undefined
  const getWallet = () => {
    if (!wallet) {
      const starting = createWalletConnectWallet({
        relayUrl: context.relayUrl ?? DEVSTACK_RELAY_URL,
        chains: context.chains,
      })
      wallet = starting
      starting.then(
        (started) => context.disposers?.push(() => started.close()),
        () => {
          wallet = undefined // try again on the next call
        },
      )
    }
    return wallet
  }
  /** Runs `action` on the wallet, answering its value as JSON or its error. */
  const control =
    (action: (wallet: WalletConnectWallet, c: Context) => Promise<object>) =>
    async (c: Context) => {
      try {
        return c.json(await action(await getWallet(), c))
      } catch (error) {
        return fail(c, error)
      }
    }

  const app = new Hono()
  app.use('/devstack/wc-wallet/*', controlGuard)

  app.get('/wc-wallet', (c) => {
    c.header('cache-control', 'no-store')
    return c.html(WC_WALLET_PAGE_HTML)
  })

  app.get(
    '/devstack/wc-wallet/state',
    control(async (w) => w.state()),
  )
  app.post(
    '/devstack/wc-wallet/pair',
    control(async (w, c) => ({ ok: true, ...(await w.pair((await body(c)).uri as string)) })),
  )
  app.post(
    '/devstack/wc-wallet/policy',
    control(async (w, c) => ({ policy: w.setPolicy(await body(c)) })),
  )
  app.post(
    '/devstack/wc-wallet/proposals/:id/approve',
    control(async (w, c) => ({ session: await w.approveProposal(idOf(c)) })),
  )
  app.post(
    '/devstack/wc-wallet/proposals/:id/reject',
    control(async (w, c) => {
      await w.rejectProposal(idOf(c))
      return { ok: true }
    }),
  )
  app.post(
    '/devstack/wc-wallet/authentications/:id/approve',
    control(async (w, c) => w.approveAuthentication(idOf(c))),
  )
  app.post(
    '/devstack/wc-wallet/authentications/:id/reject',
    control(async (w, c) => {
      await w.rejectAuthentication(idOf(c))
      return { ok: true }
    }),
  )
  app.post(
    '/devstack/wc-wallet/requests/:id/approve',
    control(async (w, c) => ({ result: await w.approveRequest(idOf(c)) })),
  )
  app.post(
    '/devstack/wc-wallet/requests/:id/reject',
    control(async (w, c) => {
      await w.rejectRequest(idOf(c))
      return { ok: true }
    }),
  )
  app.post(
    '/devstack/wc-wallet/disconnect',
    control(async (w, c) => {
      const { topic } = await body(c)
      return { disconnected: await w.disconnect(typeof topic === 'string' ? topic : undefined) }
    }),
  )
  app.post(
    '/devstack/wc-wallet/emit',
    control(async (w, c) => {
      const { accountsChanged, chainChanged, topic } = await body(c)
      let event: WalletConnectWalletEvent
      if (Array.isArray(accountsChanged) && accountsChanged.every((a) => typeof a === 'string')) {
        event = { accountsChanged }
      } else if (typeof chainChanged === 'number' && Number.isSafeInteger(chainChanged)) {
        event = { chainChanged }
      } else {
        throw new WalletConnectWalletError(
          'Send { accountsChanged: string[] } or { chainChanged: number } (and topic?)',
          400,
        )
      }
      await w.emit(event, typeof topic === 'string' ? topic : undefined)
      return { ok: true }
    }),
  )
  return app
}
