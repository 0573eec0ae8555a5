import { resolveAccountType } from '../../chains/accountTypes.js'
import {
  FARCASTER_RESYNC_DELAY_MS,
  FOYER_SDK_TYPE,
  FOYER_VERSION,
  FRAME_DISCONNECT_WAIT_MS,
  REJECTION_MESSAGE_DELAY_MS,
} from '../../constants/index.js'
import { EmailDependencyLoadError } from '../../errors/alerts.js'
import { InvalidOptionError } from '../../errors/config.js'
import type { FoyerError } from '../../errors/FoyerError.js'
import { toWalletError, UserRejectedRequestError } from '../../errors/rpc.js'
import type { Connector, ConnectorConfig } from '../createConnector.js'
import type { Eip1193Provider } from '../injected.js'
import { createConnectorEvents } from './connectorEvents.js'
import type { EmbeddedApprover } from './embeddedProvider.js'
import type { CreateFrameClientParameters, FrameClient } from './frameClient.js'
import { loginCache } from './loginCache.js'
import type { FrameAccountType, FrameRequestEvent, FrameRequests, FrameUser } from './protocol.js'

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

/** The theme the frame is told (SPEC §3 "Theme sync"). */
export type EmbeddedTheme = FrameRequests['SYNC_THEME']['payload']

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
 * (`services.frameUrl`), spoken to by postMessage. The frame client's code loads with import()
 * only when the visitor chooses email, or at start when an earlier email login is flagged in
 * storage (SPEC §4).
 */
export function embeddedWallet(
  parameters: EmbeddedWalletParameters = {},
): (config: ConnectorConfig) => EmbeddedWalletConnector {
  return (config: ConnectorConfig): EmbeddedWalletConnector => {
    const cache = loginCache(config)
    const events = createConnectorEvents()
    const { emit } = events
    const alertListeners = new Set<(error: FoyerError) => void>()
    const userListeners = new Set<(user: FrameUser | undefined) => void>()
    let user: FrameUser | undefined
    const setUser = (next: FrameUser | undefined) => {
      user = next
      if (next) chainId = next.chainId
      for (const listener of [...userListeners]) listener(next)
    }
    // The host's account type for eip155 (SPEC §3: smartAccount unless it says eoa).
    const preferredAccountType = (): FrameAccountType =>
      resolveAccountType('eip155', config.defaultAccountTypes) === 'eoa' ? 'eoa' : 'smartAccount'
    let chainId = config.networks.find((network) => network.chainNamespace === 'eip155')?.id ?? 1
    let theme: EmbeddedTheme | undefined
    let approver: EmbeddedApprover | undefined
    let client: FrameClient | undefined
    let creating: Promise<FrameClient> | undefined

    async function createClient(): Promise<FrameClient> {
      const { frameUrl } = config
      if (!frameUrl) throw new InvalidOptionError('The embedded wallet needs `services.frameUrl`')
      let create = parameters.createClient
      if (!create) {
        try {
          create = (await import('./frameClient.js')).createFrameClient
        } catch (cause) {
          throw new EmailDependencyLoadError({ cause })
        }
      }
      const made = create({
        frameUrl,
        projectId: config.projectId,
        chainId,
        version: FOYER_VERSION,
        enableLogger: parameters.enableLogger ?? false,
        onAlert: (error) => {
          for (const listener of [...alertListeners]) listener(error)
        },
      })
      void made.ready.then(() => {
        if (theme) void made.request('SYNC_THEME', theme).catch(() => {})
        syncDappData(made)
      })
      return made
    }
    function syncDappData(target: FrameClient) {
      const metadata = config.metadata ?? { name: '', description: '', url: '', icons: [] }
      void target
        .request('SYNC_DAPP_DATA', {
          metadata,
          projectId: config.projectId,
          sdkVersion: FOYER_VERSION,
          sdkType: FOYER_SDK_TYPE,
        })
        .catch(() => {})
    }
    /** GET_USER on `wanted` (else the current chain), remembered. */
    async function readUser(wanted?: number): Promise<FrameUser> {
      const next = await (await frame()).request('GET_USER', {
        chainId: wanted ?? chainId,
        preferredAccountType: preferredAccountType(),
      })
      setUser(next)
      return next
    }
    /** The frame, made on first use; one that failed to load is replaced. */
    function frame(): Promise<FrameClient> {
      if (client && !client.failed) return Promise.resolve(client)
      creating ??= createClient()
        .then((made) => {
          client?.destroy()
          client = made
          return made
        })
        .finally(() => {
          creating = undefined
        })
      return creating
    }
    const hasFrameOrLogin = () => client !== undefined || cache.wasUsed()

    /** IS_CONNECTED; a failed check clears the login cache (SPEC §4). */
    async function isConnected(): Promise<boolean> {
      try {
        const { isConnected: connected } = await (await frame()).request('IS_CONNECTED', {})
        if (!connected) cache.clearLogin()
        return connected
      } catch {
        cache.clearLogin()
        return false
      }
    }

    const connector: EmbeddedWalletConnector = {
      id: EMBEDDED_CONNECTOR_ID,
      name: 'Email',
      type: 'AUTH',
      chain: 'eip155',
      namespaces: ['eip155'],
      passkey: parameters.passkey ?? true,
      async request(event, payload) {
        return (await frame()).request(event, payload)
      },
      async connect({ chainId: wanted }) {
        const next = await readUser(wanted === undefined ? undefined : Number(wanted)).catch(
          (error: unknown) => {
            throw toWalletError(error)
          },
        )
        cache.remember(next.email)
        return { accounts: [next.address], chainId: next.chainId }
      },
      async connectEmail({ email }) {
        return (await frame()).request('CONNECT_EMAIL', { email })
      },
      async connectOtp({ otp }) {
        await (await frame()).request('CONNECT_OTP', { otp })
      },
      async disconnect() {
        if (hasFrameOrLogin()) {
          const signOut = frame().then((current) => current.request('SIGN_OUT', {}))
          const wait = new Promise((resolve) => setTimeout(resolve, FRAME_DISCONNECT_WAIT_MS))
          await Promise.race([signOut.catch(() => {}), wait])
        }
        cache.clearAll()
        setUser(undefined)
      },
      async getAccounts() {
        if (!hasFrameOrLogin() || !(await isConnected())) return []
        return [(await readUser()).address]
      },
      getAccountRecords() {
        if (!user) return []
        const current = user.accounts.find((account) => account.address === user?.address)
        const others = user.accounts.filter((account) => account !== current)
        return [...(current ? [current] : []), ...others].map((account) => ({
          namespace: 'eip155' as const,
          address: account.address,
          type: account.type,
        }))
      },
      getUser: () => user,
      subscribeUser(listener) {
        userListeners.add(listener)
        return () => void userListeners.delete(listener)
      },
      async setPreferredAccountType(type) {
        await (await frame()).request('SET_PREFERRED_ACCOUNT', { type })
        const next = await readUser()
        emit({ type: 'accountsChanged', accounts: [next.address] })
        return next
      },
      async reload() {
        const current = await frame()
        await current.request('RELOAD', {}).catch(() => {})
        await new Promise((resolve) => setTimeout(resolve, FARCASTER_RESYNC_DELAY_MS))
        syncDappData(current)
      },
      async getChainId() {
        if (!hasFrameOrLogin()) return chainId
        try {
          chainId = (await (await frame()).request('GET_CHAIN_ID', {})).chainId
        } catch {
          // The frame cannot tell: the chain last known stands.
        }
        return chainId
      },
      async isAuthorized() {
        return hasFrameOrLogin() && isConnected()
      },
      async getProvider(): Promise<Eip1193Provider> {
        const { createEmbeddedProvider } = await import('./embeddedProvider.js')
        return createEmbeddedProvider({
          client: frame,
          chainId: () => chainId,
          approve: (request) =>
            approver ? approver(request) : Promise.reject(new UserRejectedRequestError()),
          // SPEC §5: the refusal's UI message appears after 300 ms.
          onRefused: (error) =>
            setTimeout(() => {
              for (const listener of [...alertListeners]) listener(error)
            }, REJECTION_MESSAGE_DELAY_MS),
          on: events.on,
          removeListener: events.removeListener,
        })
      },
      async switchChain({ chainId: next }) {
        await (await frame()).request('SWITCH_NETWORK', { chainId: Number(next) })
        chainId = Number(next)
        emit({ type: 'chainChanged', chainId })
      },
      subscribe: events.subscribe,
      setApprover(next) {
        approver = next
      },
      syncTheme(next) {
        theme = next
        if (client && !client.failed) {
          void client.ready.then(() => client?.request('SYNC_THEME', next)).catch(() => {})
        }
      },
      onAlert(listener) {
        alertListeners.add(listener)
        return () => void alertListeners.delete(listener)
      },
      isFrameCreated: () => client !== undefined,
    }
    return connector
  }
}
