import type { IncomingMessage } from 'node:http'
import type { MiddlewareHandler } from 'hono'
import type { DevstackState, FaultRule } from './state.js'

const matches = (rule: FaultRule, method: string, path: string) => {
  if (rule.method && rule.method !== method) return false
  return rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : rule.path === path
}

/** Paths that faults never touch, so a test can always clear them. */
const isExempt = (path: string) => path === '/health' || path.startsWith('/devstack/')

/**
 * Applies the fault rules of `state` to every request except `/health` and `/devstack/*`:
 * delay, then drop the connection or answer with the status.
 */
export function faultMiddleware(state: DevstackState): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path
    if (c.req.method === 'OPTIONS' || isExempt(path)) return next()
    const rule = state.faults.find((candidate) => matches(candidate, c.req.method, path))
    if (!rule) return next()
    rule.hits += 1
    if (rule.times !== undefined && rule.hits >= rule.times) {
      state.faults.splice(state.faults.indexOf(rule), 1)
    }
    if (rule.delayMs) await new Promise((resolve) => setTimeout(resolve, rule.delayMs))
    if (rule.drop) {
      const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
      incoming?.socket.destroy()
      return new Response(null, { status: 500 })
    }
    if (rule.status !== undefined) {
      if (rule.retryAfter !== undefined) c.header('retry-after', rule.retryAfter)
      return c.json({ error: 'Injected fault', status: rule.status }, rule.status as 500)
    }
    return next()
  }
}
