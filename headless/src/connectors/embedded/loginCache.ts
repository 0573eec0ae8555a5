import type { ConnectorConfig } from '../createConnector.js'

/**
 * The stored keys of an email login, as `store/storageKeys.ts` names them (the connector layer
 * cannot import the store; a test checks the names match). Values are JSON.
 */
export const loginCacheKeys = {
  emailLoginUsed: 'email_login_used',
  email: 'email',
  lastUsedChain: 'last_used_chain',
  socialUsername: 'social_username',
} as const

/** Reads and clears the email login's stored keys under the instance's `storageKey`. */
export function loginCache(config: ConnectorConfig) {
  const key = (name: string) => `${config.storageKey ?? '@foyer'}/${name}`
  const attempt = (run: () => void) => {
    try {
      run()
    } catch {
      // A refused storage must not break the flow.
    }
  }
  return {
    /** Whether an email login was used before (the frame is then made at start, SPEC §4). */
    wasUsed(): boolean {
      try {
        return config.storage?.().getItem(key(loginCacheKeys.emailLoginUsed)) === 'true'
      } catch {
        return false
      }
    },
    /** Records a successful login and its email. */
    remember(email: string | undefined) {
      attempt(() => {
        const storage = config.storage?.()
        storage?.setItem(key(loginCacheKeys.emailLoginUsed), 'true')
        if (email) storage?.setItem(key(loginCacheKeys.email), JSON.stringify(email))
      })
    },
    /** Forgets the login flag only (a failed is-connected check, SPEC §4). */
    clearLogin() {
      attempt(() => config.storage?.().removeItem(key(loginCacheKeys.emailLoginUsed)))
    },
    /** Forgets login data, email, last chain and social username (disconnect, SPEC §4). */
    clearAll() {
      for (const name of Object.values(loginCacheKeys)) {
        attempt(() => config.storage?.().removeItem(key(name)))
      }
    },
  }
}
