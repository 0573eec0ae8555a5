import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { DEVSTACK_HOST } from '../config.js'
import { isLoopbackOrigin } from '../loopbackOrigin.js'
import { DEVSTACK_SOLANA_GENESIS_HASH, DEVSTACK_SOLANA_RPC_PORT } from './constants.js'
import { handleSolanaRpc, stringifyRpcJson } from './handleSolanaRpc.js'
import { SolanaLedger } from './ledger.js'
import { seedSolanaLedger } from './seed.js'

export type StartSolanaRpcParameters = {
  /** @default 8899 (0 picks a free port) */
  port?: number
  /** @default '127.0.0.1' */
  host?: string
  /** Fund the test accounts and create FSUSD. @default true */
  seed?: boolean
}

export type StartSolanaRpcReturnType = {
  /** `http://127.0.0.1:<port>`: POST JSON-RPC here. */
  rpcUrl: string
  port: number
  /** The litesvm-backed ledger behind the server (tests may read or write it directly). */
  ledger: SolanaLedger
  stop: () => Promise<void>
}

/** The Hono app of the Solana RPC: `POST /` JSON-RPC (single or batch), `GET /health` → `ok`. */
export function createSolanaRpcApp(ledger: SolanaLedger) {
  const app = new Hono()
  app.use(
    '*',
    cors({
      origin: (origin) => (isLoopbackOrigin(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['content-type', 'solana-client'],
      maxAge: 600,
    }),
  )
  app.get('/health', (c) => c.text('ok'))
  app.post('/', async (c) => {
    let body: unknown
    try {
      body = JSON.parse(await c.req.text())
    } catch {
      body = undefined
    }
    const answer =
      body === undefined
        ? { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }
        : handleSolanaRpc(ledger, body)
    return c.body(stringifyRpcJson(answer), 200, { 'content-type': 'application/json' })
  })
  return app
}

/**
 * Starts a local Solana JSON-RPC server on loopback, backed by a fresh litesvm ledger (seeded
 * unless `seed: false`). Rejects if the port is taken.
 */
export async function startSolanaRpc(
  parameters: StartSolanaRpcParameters = {},
): Promise<StartSolanaRpcReturnType> {
  const { port = DEVSTACK_SOLANA_RPC_PORT, host = DEVSTACK_HOST, seed = true } = parameters
  const ledger = new SolanaLedger()
  if (seed) await seedSolanaLedger(ledger)
  const app = createSolanaRpcApp(ledger)
  const server = createAdaptorServer({ fetch: app.fetch }) as Server
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const actualPort = (server.address() as AddressInfo).port
  let stopped: Promise<void> | undefined
  const stop = () => {
    stopped ??= new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
    return stopped
  }
  return { rpcUrl: `http://${host}:${actualPort}`, port: actualPort, ledger, stop }
}

/** True when a devstack Solana RPC (same genesis hash) already answers at `rpcUrl`. */
export async function probeSolanaRpc(rpcUrl: string, timeoutMs = 1000): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash' }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const body = (await response.json()) as { result?: unknown }
    return body.result === DEVSTACK_SOLANA_GENESIS_HASH
  } catch {
    return false
  }
}
