import { type StartDevstackReturnType, startDevstack } from '../index.js'
import { freePort } from './freePort.js'

/** A whole devstack (two seeded anvils + the server) on free ports, for contract tests. */
export async function startTestDevstack(): Promise<StartDevstackReturnType> {
  return startDevstack({
    chainAPort: await freePort(),
    chainBPort: await freePort(),
    apiPort: await freePort(),
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
