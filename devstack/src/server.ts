import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { bitcoinTestWalletRoutes } from './bitcoin/bitcoinTestWalletRoutes.js'
import { DEVSTACK_API_PORT, DEVSTACK_HOST, DEVSTACK_RELAY_URL } from './config.js'
import type { DevstackChainInfo, DevstackContext, DevstackRelayControl } from './context.js'
import { faultMiddleware } from './faults.js'
import { isLoopbackOrigin } from './loopbackOrigin.js'
import { blockchainApiRoutes } from './routes/blockchainApi.js'
import { controlRoutes } from './routes/control.js'
import { convertRoutes } from './routes/convert.js'
import { healthRoutes } from './routes/health.js'
import { historyRoutes } from './routes/history.js'
import { namesRoutes } from './routes/names.js'
import { nftRoutes } from './routes/nft.js'
import { onrampRoutes } from './routes/onramp.js'
import { providerApiRoutes } from './routes/providerApi.js'
import { rpcProxyRoutes } from './routes/rpcProxy.js'
import { sessionsRoutes } from './routes/sessions.js'
import { siwxRoutes } from './routes/siwx.js'
import { testWalletRoutes } from './routes/testWallet.js'
import { walletConnectWalletRoutes } from './routes/walletConnectWallet.js'
import { solanaTestWalletRoutes } from './solana/solanaTestWalletRoutes.js'
import { createDevstackState } from './state.js'

/** A module of routes; each one gets the live addresses of the devstack. */
export type DevstackRouteModule = (context: DevstackContext) => Hono

/** Route modules mounted at the server root, in order. */
export const routeModules: readonly DevstackRouteModule[] = [
  healthRoutes,
  testWalletRoutes,
  solanaTestWalletRoutes,
  bitcoinTestWalletRoutes,
  controlRoutes,
  providerApiRoutes,
  blockchainApiRoutes,
  historyRoutes,
  convertRoutes,
  namesRoutes,
  onrampRoutes,
  sessionsRoutes,
  siwxRoutes,
  rpcProxyRoutes,
  nftRoutes,
  walletConnectWalletRoutes,
]

export { isLoopbackOrigin }

/** The devstack's Hono app: CORS open to loopback origins, then every route module. */
export function createDevstackApp(
  context: DevstackContext,
  modules: readonly DevstackRouteModule[] = routeModules,
) {
  const app = new Hono()
  app.use('*', async (c, next) => {
    await next()
    // Pages on loopback may reach loopback without a Private Network Access prompt.
    if (c.req.header('access-control-request-private-network') === 'true') {
      c.header('access-control-allow-private-network', 'true')
    }
  })
  app.use(
    '*',
    cors({
      origin: (origin) => (isLoopbackOrigin(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
      allowHeaders: [
        'content-type',
        // Sent by Foyer for coinbase onramp activity (SPEC §7 "no-cache for coinbase").
        'cache-control',
        'authorization',
        'x-project-id',
        'x-sdk-type',
        'x-sdk-version',
      ],
      maxAge: 600,
    }),
  )
  app.use('*', faultMiddleware(context.state))
  for (const module of modules) app.route('/', module(context))
  app.notFound((c) => c.json({ error: 'Not found', path: c.req.path }, 404))
  app.onError((error, c) => {
    console.error('[devstack]', error)
    return c.json({ error: error.message }, 500)
  })
  return app
}

export type StartServerParameters = {
  /** Chains reported by `/health` and given to the test wallet. */
  chains: readonly DevstackChainInfo[]
  /** @default 8787 (0 picks a free port) */
  port?: number
  /** @default '127.0.0.1' */
  host?: string
  /** The relay the WalletConnect test wallet uses. @default DEVSTACK_RELAY_URL */
  relayUrl?: string
  /**
   * The local Solana RPC: `/health` lists it, the blockchain API reads Solana balances from it
   * and the Solana test wallet sends to it. Without it the server serves no Solana data.
   */
  solanaRpcUrl?: string
  /** The embedded-wallet frame server, listed by `/health`. */
  frameUrl?: string
  /** The relay's restart control, when the relay runs in this process. */
  relay?: DevstackRelayControl
  modules?: readonly DevstackRouteModule[]
}

export type StartServerReturnType = {
  url: string
  port: number
  stop: () => Promise<void>
}

/** Starts the devstack HTTP server on loopback. Rejects if the port is taken. */
export async function startServer(
  parameters: StartServerParameters,
): Promise<StartServerReturnType> {
  const {
    chains,
    port = DEVSTACK_API_PORT,
    host = DEVSTACK_HOST,
    relayUrl = DEVSTACK_RELAY_URL,
    solanaRpcUrl,
    frameUrl,
    relay,
    modules,
  } = parameters
  // The context is filled in once the port is known (port 0 picks one).
  const context: DevstackContext = {
    apiUrl: '',
    chains,
    state: createDevstackState(),
    relayUrl,
    ...(solanaRpcUrl ? { solanaRpcUrl } : {}),
    ...(frameUrl ? { frameUrl } : {}),
    ...(relay ? { relay } : {}),
    disposers: [],
  }
  let app: Hono | undefined
  const server = createAdaptorServer({
    fetch: (request, env) => {
      app ??= createDevstackApp(context, modules)
      return app.fetch(request, env)
    },
  }) as Server

  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error)
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve()
    })
  })
  const actualPort = (server.address() as AddressInfo).port
  const url = `http://${host}:${actualPort}`
  context.apiUrl = url

  let stopped: Promise<void> | undefined
  const stop = () => {
    stopped ??= (async () => {
      for (const dispose of context.disposers?.splice(0) ?? []) await dispose().catch(() => {})
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    })()
    return stopped
  }
  return { url, port: actualPort, stop }
}

/** Asks `apiUrl/health` whether a devstack server already runs there. */
export async function probeDevstackServer(apiUrl: string, timeoutMs = 1000): Promise<boolean> {
  try {
    const response = await fetch(`${apiUrl}/health`, { signal: AbortSignal.timeout(timeoutMs) })
    if (!response.ok) return false
    const body = (await response.json()) as { ok?: unknown; service?: unknown }
    return body.ok === true && body.service === 'foyer-devstack'
  } catch {
    return false
  }
}
