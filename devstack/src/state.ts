/** One remote feature as `/appkit/v1/config` returns it. */
export type ProjectFeature = { id: string; isEnabled: boolean; config: unknown }

/** A received analytics event, with the query it came with. */
export type RecordedAnalyticsEvent = {
  receivedAt: string
  query: Record<string, string>
  body: unknown
}

/** A registered name (blockchain API `/v1/profile/*`). */
export type NameRecord = {
  name: string
  registered: number
  updated: number
  addresses: Record<string, { address: string; created: number }>
  attributes: Record<string, string>
}

/** An onramp purchase created by `/v1/generators/onrampurl`. */
export type OnrampPurchase = {
  id: string
  address: string
  chainId: number
  asset: string
  amount: string
  fiatAmount: string | null
  status: 'pending' | 'completed'
  txHash: string | null
  createdAt: string
}

/** A session (`/v1/sessions/{id}`): permissions granted to a dapp by an account. */
export type SessionRecord = {
  id: string
  pci: string
  address: string
  chainId: string
  expiry: number
  permissions: unknown[]
  revoked: boolean
  revokedAt: number | null
}

/** A fault rule set with `POST /devstack/faults`. */
export type FaultRule = {
  id: number
  /** Exact path, or a prefix ending in `*` (e.g. `/v1/convert/*`). */
  path: string
  method?: string
  /** Answer with this HTTP status (JSON body `{ error: 'Injected fault' }`). */
  status?: number
  /** Wait this long first (then answer normally unless `status` or `drop` is set). */
  delayMs?: number
  /** Destroy the connection without an answer. */
  drop?: boolean
  /** Value of a `Retry-After` header on a `status` answer. */
  retryAfter?: string
  /** Apply to this many requests, then disappear. @default unlimited */
  times?: number
  hits: number
}

export const DEFAULT_FEATURES: readonly ProjectFeature[] = [
  {
    id: 'social_login',
    isEnabled: true,
    // SPEC §9's default order of the socials.
    config: ['email', 'google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'],
  },
  { id: 'swap', isEnabled: true, config: ['devstack'] },
  { id: 'onramp', isEnabled: true, config: ['devstack'] },
  { id: 'activity', isEnabled: true, config: null },
  { id: 'reown_branding', isEnabled: false, config: null },
]

/** Origins allowed by default: any port on the loopback hosts. */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [
  'http://127.0.0.1',
  'http://localhost',
  'http://127.0.0.1:*',
  'http://localhost:*',
]

/** Everything the HTTP server keeps in memory; `reset()` restores the defaults. */
export type DevstackState = ReturnType<typeof createDevstackState>

export function createDevstackState() {
  const state = {
    /** `/appkit/v1/config` features; `null` answers `{ features: null }`. Per project id, '*' = any. */
    features: new Map<string, ProjectFeature[] | null>(),
    allowedOrigins: new Map<string, string[]>(),
    analyticsEnabled: new Map<string, boolean>(),
    analyticsEvents: [] as RecordedAnalyticsEvent[],
    names: new Map<string, NameRecord>(),
    onramp: new Map<string, OnrampPurchase>(),
    sessions: new Map<string, SessionRecord>(),
    faults: [] as FaultRule[],
    nextFaultId: 1,
    reset() {
      state.features.clear()
      state.allowedOrigins.clear()
      state.analyticsEnabled.clear()
      state.analyticsEvents.length = 0
      state.names.clear()
      state.onramp.clear()
      state.sessions.clear()
      state.faults.length = 0
    },
    featuresFor(projectId: string | undefined): ProjectFeature[] | null {
      const key = projectId ?? '*'
      if (state.features.has(key)) return state.features.get(key) ?? null
      if (state.features.has('*')) return state.features.get('*') ?? null
      return DEFAULT_FEATURES.map((feature) => ({ ...feature }))
    },
    originsFor(projectId: string | undefined): string[] {
      return (
        state.allowedOrigins.get(projectId ?? '*') ??
        state.allowedOrigins.get('*') ?? [...DEFAULT_ALLOWED_ORIGINS]
      )
    },
    analyticsFor(projectId: string | undefined): boolean {
      return state.analyticsEnabled.get(projectId ?? '*') ?? state.analyticsEnabled.get('*') ?? true
    },
  }
  return state
}
