import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createAdaptorServer } from '@hono/node-server'
import { DEVSTACK_FRAME_PORT, DEVSTACK_HOST } from '../config.js'
import type { DevstackChainInfo } from '../context.js'
import { frameRoutes } from './frameRoutes.js'
import { createFrameService, type FrameService } from './frameService.js'

/** Where `startDevstack` keeps the frame's users and sessions (DEV ONLY: plain-text keys). */
export const DEFAULT_FRAME_STORE_FILE = join(tmpdir(), 'foyer-devstack', 'frame-users.json')

/** Parameters of {@link startFrameServer}. */
export type StartFrameServerParameters = {
  chains: readonly DevstackChainInfo[]
  /** @default 8790 (0 picks a free port) */
  port?: number
  /** @default '127.0.0.1' */
  host?: string
  /** Keeps keys and sessions in this JSON file; `undefined` keeps them in memory only. */
  storeFile?: string | undefined
}

/** A running frame server. */
export type StartFrameServerReturnType = {
  url: string
  port: number
  service: FrameService
  stop: () => Promise<void>
}

/** Starts the embedded-wallet frame server on its own loopback origin. Rejects if the port is taken. */
export async function startFrameServer(
  parameters: StartFrameServerParameters,
): Promise<StartFrameServerReturnType> {
  const { chains, port = DEVSTACK_FRAME_PORT, host = DEVSTACK_HOST, storeFile } = parameters
  const service = createFrameService({ chains, storeFile })
  const app = frameRoutes(
    service,
    chains.map((chain) => chain.id),
  )
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
  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    service,
    stop: () => {
      stopped ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return stopped
    },
  }
}

/** Asks `frameUrl/health` whether a devstack frame server already runs there. */
export async function probeFrameServer(frameUrl: string, timeoutMs = 1000): Promise<boolean> {
  try {
    const response = await fetch(`${frameUrl}/health`, { signal: AbortSignal.timeout(timeoutMs) })
    const body = (await response.json()) as { service?: unknown }
    return body.service === 'foyer-devstack-frame'
  } catch {
    return false
  }
}
