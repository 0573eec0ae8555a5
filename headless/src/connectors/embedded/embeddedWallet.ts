import { InvalidOptionError } from '../../errors/config.js'
import { EmailDependencyLoadError } from '../../errors/emailDependency.js'
import type { FoyerError } from '../../errors/FoyerError.js'
import { lazyOnce } from '../../utils/lazyOnce.js'
import type { Connector, ConnectorConfig } from '../createConnector.js'
import { createConnectorEvents } from './connectorEvents.js'
import type { EmbeddedMethods, EmbeddedState, EmbeddedTheme } from './embeddedMethods.js'
import type { EmbeddedApprover } from './embeddedProvider.js'
import type { CreateFrameClientParameters, FrameClient } from './frameClient.js'
import { loginCache } from './loginCache.js'
import type { FrameAccountType, FrameRequestEvent, FrameRequests, FrameUser } from './protocol.js'

export type { EmbeddedTheme } from './embeddedMethods.js'

/** The embedded wallet connector's id. */
export const EMBEDDED_CONNECTOR_ID = 'embedded'

/** Parameters of {@link embeddedWallet}. */
export type EmbeddedWalletParameters = {
  /** Passed to the frame as `enableLogger`. @default false */
  enableLogger?: boolean
  /** Offer passkey (WebAuthn) sign-in on the Connect view. @default true */
  passkey?: boolean
  /**
   * Makes the frame client. For tests. @default loads `frameClient.js` on first use
   */
  createClient?: (parameters: CreateFrameClientParameters) => FrameClient
}

/** The embedded wallet connector: the contract plus the frame's requests and approvals. */
export type EmbeddedWalletConnector = Connector & {
  /** Whether passkey sign-in is offered. */
  passkey: boolean
  /**
   * Sends one request to the frame (made on first use) and resolves its checked result: the
   * sign-in steps (CONNECT_EMAIL, CONNECT_OTP, GET_SOCIAL_REDIRECT_URI, …) are actions' work.
   */
  request<event extends FrameRequestEvent>(
    event: event,
    payload: FrameRequests[event]['payload'],
  ): Promise<FrameRequests[event]['result']>
  /** Sends a one-time code to the email (CONNECT_EMAIL); says what the visitor does next. */
  connectEmail(parameters: { email: string }): Promise<FrameRequests['CONNECT_EMAIL']['result']>
  /** Checks the one-time code (CONNECT_OTP); `connect` then reads the account. */
  connectOtp(parameters: { otp: string }): Promise<void>
  /** The signed-in user as the frame last reported it; undefined when signed out. */
  getUser(): FrameUser | undefined
  /** Listens to changes of {@link getUser}. */
  subscribeUser(listener: (user: FrameUser | undefined) => void): () => void
  /** Makes the account of `type` the connected one (SET_PREFERRED_ACCOUNT); emits accountsChanged. */
  setPreferredAccountType(type: FrameAccountType): Promise<FrameUser>
  /** Forgets sign-ins in progress (RELOAD) and syncs the dapp metadata again after 100 ms. */
  reload(): Promise<void>
  /** Who approves unsafe requests (the modal's ApproveTransaction); without one they are refused. */
  setApprover(approver: EmbeddedApprover | undefined): void
  /** The theme to sync to the frame (now if it is ready, else once it is). */
  syncTheme(theme: EmbeddedTheme): void
  /**
   * Listens to the frame's alerts (load failed, request timed out) and to refused requests
   * (`RpcMethodNotAllowedError`, 300 ms after the refusal).
   */
  onAlert(listener: (error: FoyerError) => void): () => void
  /** Whether the frame exists in the page. */
  isFrameCreated(): boolean
}

/**
 * The embedded wallet (type 'AUTH', id 'embedded', eip155): visitors sign in with an email
 * one-time code and get a wallet that lives in a hidden iframe on the frame's own origin
 * (`services.frameUrl`), spoken to by postMessage. This factory is what the page loads with the
 * host's configuration: the methods that speak to the frame (`embeddedMethods.ts`) and the frame
 * client's code load with import() only when the visitor chooses email or a social login, or at
 * start when an earlier email login is flagged in storage (SPEC §4).
 */
export function embeddedWallet(
  parameters: EmbeddedWalletParameters = {},
): (config: ConnectorConfig) => EmbeddedWalletConnector {
  return (config: ConnectorConfig): EmbeddedWalletConnector => {
    const cache = loginCache(config)
    const events = createConnectorEvents()
    const alertListeners = new Set<(error: FoyerError) => void>()
    const userListeners = new Set<(user: FrameUser | undefined) => void>()
    const state: EmbeddedState = {
      user: undefined,
      chainId: config.networks.find((network) => network.chainNamespace === 'eip155')?.id ?? 1,
      theme: undefined,
      approver: undefined,
      client: undefined,
    }
    const setUser = (next: FrameUser | undefined) => {
      state.user = next
      if (next) state.chainId = next.chainId
      for (const listener of [...userListeners]) listener(next)
    }
    let loaded: EmbeddedMethods | undefined
    const methods = lazyOnce(async () => {
      const { frameUrl } = config
      if (!frameUrl) throw new InvalidOptionError('The embedded wallet needs `services.frameUrl`')
      const { embeddedMethods } = await import('./embeddedMethods.js').catch((cause: unknown) =>
        Promise.reject(new EmailDependencyLoadError({ cause })),
      )
      loaded = embeddedMethods({
        config,
        frameUrl,
        enableLogger: parameters.enableLogger ?? false,
        createClient: parameters.createClient,
        state,
        cache,
        setUser,
        alert: (error) => {
          for (const listener of [...alertListeners]) listener(error)
        },
        events,
      })
      return loaded
    })
    const hasFrameOrLogin = () => state.client !== undefined || cache.wasUsed()
    /** IS_CONNECTED; a failed check (the methods' code not loading included) clears the login. */
    const isConnected = () =>
      methods().then(
        (loaded) => loaded.isConnected(),
        () => {
          cache.clearLogin()
          return false
        },
      )

    const connector: EmbeddedWalletConnector = {
      id: EMBEDDED_CONNECTOR_ID,
      name: 'Email',
      type: 'AUTH',
      chain: 'eip155',
      namespaces: ['eip155'],
      passkey: parameters.passkey ?? true,
      request: async (event, payload) => (await methods()).request(event, payload),
      connect: async ({ chainId: wanted }) =>
        (await methods()).connect(wanted === undefined ? undefined : Number(wanted)),
      connectEmail: async ({ email }) => (await methods()).request('CONNECT_EMAIL', { email }),
      async connectOtp({ otp }) {
        await (await methods()).request('CONNECT_OTP', { otp })
      },
      async disconnect() {
        if (hasFrameOrLogin()) await (await methods().catch(() => undefined))?.signOut()
        cache.clearAll()
        setUser(undefined)
      },
      async getAccounts() {
        if (!hasFrameOrLogin() || !(await isConnected())) return []
        return (await methods()).getAccounts()
      },
      getAccountRecords() {
        const { user } = state
        if (!user) return []
        const current = user.accounts.find((account) => account.address === user.address)
        const others = user.accounts.filter((account) => account !== current)
        return [...(current ? [current] : []), ...others].map((account) => ({
          namespace: 'eip155' as const,
          address: account.address,
          type: account.type,
        }))
      },
      getUser: () => state.user,
      subscribeUser(listener) {
        userListeners.add(listener)
        return () => void userListeners.delete(listener)
      },
      setPreferredAccountType: async (type) => (await methods()).setPreferredAccountType(type),
      reload: async () => (await methods()).reload(),
      async getChainId() {
        // Without a frame, or when it cannot tell, the chain last known stands.
        if (!hasFrameOrLogin()) return state.chainId
        return (await methods().catch(() => undefined))?.getChainId() ?? state.chainId
      },
      isAuthorized: async () => hasFrameOrLogin() && isConnected(),
      getProvider: async () => (await methods()).getProvider(),
      switchChain: async ({ chainId: next }) => (await methods()).switchChain(Number(next)),
      subscribe: events.subscribe,
      setApprover(next) {
        state.approver = next
      },
      syncTheme(next) {
        state.theme = next
        loaded?.syncTheme(next)
      },
      onAlert(listener) {
        alertListeners.add(listener)
        return () => void alertListeners.delete(listener)
      },
      isFrameCreated: () => state.client !== undefined,
    }
    return connector
  }
}
