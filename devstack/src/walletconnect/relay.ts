import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import { DEVSTACK_HOST, DEVSTACK_RELAY_PORT } from '../config.js'
import { verifyRelayJwt } from './relayAuth.js'
import { createRelayHub, type RelayConnection, type RelayStats } from './relayHub.js'

export type { RelayStats } from './relayHub.js'

/** What `GET /health` of the relay answers. */
export const RELAY_SERVICE = 'foyer-devstack-relay'

export type StartRelayParameters = {
  /** @default '127.0.0.1' */
  host?: string
  /** @default 8789 (0 picks a free port) */
  port?: number
  /** WebSocket ping interval (the Node SDK drops a socket silent for 35 s). @default 15000 */
  pingIntervalMs?: number
}

export type StartRelayReturnType = {
  /** `ws://host:port`, the `relayUrl` for UniversalProvider and SignClient. */
  url: string
  port: number
  /** Counters: open sockets, methods received, messages published, delivered and acked. */
  stats: () => RelayStats
  /**
   * Restarts the relay in place, as a relay process restart would: every socket is dropped, the
   * in-memory state (subscriptions, mailboxes) is lost, and it listens again on the same port.
   * Clients reconnect and subscribe again on their own. Resolves once it listens again.
   */
  restart: () => Promise<void>
  /** How many times {@link StartRelayReturnType.restart} has run. */
  restarts: () => number
  /** Closes every socket and the server; the port is free once it resolves. */
  close: () => Promise<void>
}

const unauthorized = (socket: Socket) => {
  const body = 'Unauthorized: a valid, unexpired relay JWT is required in ?auth=\n'
  socket.end(
    'HTTP/1.1 401 Unauthorized\r\nConnection: close\r\nContent-Type: text/plain\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}

/**
 * Starts a WalletConnect v2 relay on a loopback websocket: enough of the protocol for a real
 * session between `@walletconnect/universal-provider` and `@walletconnect/sign-client`
 * (irn_subscribe/batchSubscribe/unsubscribe/publish, wc_proposeSession, wc_approveSession), a
 * mailbox per topic kept for the message TTL, acks per client. The client JWT is verified in
 * the HTTP upgrade (401 otherwise). State is in memory: after a restart on the same port,
 * clients reconnect and subscribe again. `GET /health` answers `{ ok: true, service }`.
 */
export async function startRelay(
  parameters: StartRelayParameters = {},
): Promise<StartRelayReturnType> {
  const { host = DEVSTACK_HOST, port = DEVSTACK_RELAY_PORT, pingIntervalMs = 15_000 } = parameters
  let hub = createRelayHub()
  const sockets = new Set<Socket>()
  const alive = new WeakMap<WebSocket, boolean>()
  const wss = new WebSocketServer({ noServer: true, maxPayload: 8 * 1024 * 1024 })
  let closing = false

  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url?.split('?')[0] === '/health') {
      response.writeHead(200, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
      })
      response.end(JSON.stringify({ ok: true, service: RELAY_SERVICE }))
      return
    }
    response.writeHead(426, { 'content-type': 'text/plain' })
    response.end('This is a WalletConnect relay: open a websocket.\n')
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  const onConnection = (ws: WebSocket, clientId: string) => {
    const connection: RelayConnection = {
      clientId,
      send: (text) => {
        if (ws.readyState === ws.OPEN) ws.send(text)
      },
    }
    // A socket belongs to the hub it connected to (a restart replaces the hub).
    const own = hub
    own.connect(connection)
    alive.set(ws, true)
    ws.on('pong', () => alive.set(ws, true))
    ws.on('message', (data, isBinary) => {
      if (!isBinary) own.handle(connection, data.toString())
    })
    ws.on('error', () => ws.terminate())
    ws.on('close', () => own.disconnect(connection))
  }

  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    const auth = new URL(request.url ?? '/', 'http://relay').searchParams.get('auth')
    void verifyRelayJwt(auth).then((clientId) => {
      if (closing || socket.destroyed) return socket.destroy()
      if (!clientId) return unauthorized(socket)
      wss.handleUpgrade(request, socket, head, (ws) => onConnection(ws, clientId))
    })
  })

  const pings = setInterval(() => {
    for (const ws of wss.clients) {
      if (alive.get(ws) === false) {
        ws.terminate()
        continue
      }
      alive.set(ws, false)
      ws.ping()
    }
  }, pingIntervalMs)
  pings.unref()

  const listen = (on: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(on, host, () => {
        server.off('error', reject)
        resolve()
      })
    })
  try {
    await listen(port)
  } catch (error) {
    clearInterval(pings)
    wss.close()
    throw error
  }
  const actualPort = (server.address() as AddressInfo).port

  /** Stops listening and drops every socket (websockets and plain HTTP alike). */
  const dropAll = (done: () => void) => {
    for (const ws of wss.clients) ws.terminate()
    server.close(() => done())
    for (const socket of sockets) socket.destroy()
  }

  let restarts = 0
  let restarting: Promise<void> | undefined
  const restart = () => {
    restarting ??= (async () => {
      await new Promise<void>((resolve) => dropAll(resolve))
      hub = createRelayHub()
      await listen(actualPort)
      restarts += 1
    })().finally(() => {
      restarting = undefined
    })
    return restarting
  }

  let closed: Promise<void> | undefined
  const close = () => {
    closed ??= new Promise<void>((resolve) => {
      closing = true
      clearInterval(pings)
      void (restarting ?? Promise.resolve()).finally(() => {
        wss.close()
        dropAll(resolve)
      })
    })
    return closed
  }

  return {
    url: `ws://${host}:${actualPort}`,
    port: actualPort,
    stats: () => hub.stats(),
    restart,
    restarts: () => restarts,
    close,
  }
}

/** Asks `relayUrl`'s `GET /health` whether a devstack relay already runs there. */
export async function probeRelay(relayUrl: string, timeoutMs = 1000): Promise<boolean> {
  try {
    const url = `${relayUrl.replace(/^ws/, 'http')}/health`
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
    if (!response.ok) return false
    const body = (await response.json()) as { ok?: unknown; service?: unknown }
    return body.ok === true && body.service === RELAY_SERVICE
  } catch {
    return false
  }
}
