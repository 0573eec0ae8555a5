import { afterAll, beforeAll } from 'vitest'
import { type StartDevstackReturnType, startDevstack } from '../index.js'
import { freePort } from './freePort.js'

/** A whole devstack (two seeded anvils, the relay, the server) on free ports, for contract tests. */
export async function startTestDevstack(): Promise<StartDevstackReturnType> {
  return startDevstack({
    chainAPort: await freePort(),
    chainBPort: await freePort(),
    apiPort: await freePort(),
    relayPort: await freePort(),
    solanaRpcPort: await freePort(),
    framePort: await freePort(),
    frameStoreFile: false,
  })
}

/** `fetch` + JSON with the status, for terse contract tests. */
// biome-ignore lint/suspicious/noExplicitAny: contract tests read arbitrary JSON shapes
type Json = any

export async function http(
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Json; headers: Headers }> {
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON
  }
  return { status: response.status, body, headers: response.headers }
}

/**
 * Starts a test devstack before the file's tests and stops it after them. Read `api` and
 * `devstack` inside tests (they are set once the devstack is up).
 */
export function useTestDevstack(): {
  readonly api: string
  readonly devstack: StartDevstackReturnType
} {
  let devstack: StartDevstackReturnType | undefined
  beforeAll(async () => {
    devstack = await startTestDevstack()
  }, 60_000)
  afterAll(async () => {
    await devstack?.stop()
  })
  const running = () => {
    if (!devstack) throw new Error('the test devstack is not running yet (use it inside tests)')
    return devstack
  }
  return {
    get api() {
      return running().urls.api
    },
    get devstack() {
      return running()
    },
  }
}
