// The devstack's test controls (`/devstack/*`): fault rules on its routes. Shared by the fault
// and swap tests.
import { DEVSTACK_CONTROL_URL } from '@foyer/devstack/config'

export type FaultRule = {
  id: number
  path: string
  method?: string
  status?: number
  delayMs?: number
  drop?: boolean
  times?: number
  hits: number
}

/** Calls a devstack control (`/devstack/*`) and returns its JSON answer. */
export async function control<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${DEVSTACK_CONTROL_URL}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  })
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** Adds a fault rule; returns its id. */
export async function addFault(rule: Omit<FaultRule, 'id' | 'hits'>): Promise<number> {
  return (await control<{ fault: FaultRule }>('POST', '/faults', rule)).fault.id
}

/** How many requests a fault rule has caught so far. */
export async function faultHits(id: number): Promise<number> {
  const { faults } = await control<{ faults: FaultRule[] }>('GET', '/faults')
  return faults.find((rule) => rule.id === id)?.hits ?? 0
}
