// The embedded wallet connector's methods that speak to the frame, loaded with import() when
// the visitor first needs the frame (email or social sign-in, or a restore when an earlier
// login is flagged in storage): the frame client, made on first use, and the requests sent to
// it. `embeddedWallet.ts` is the factory the host's configuration calls; it keeps the state that
// is read before any of this loads (`EmbeddedState`).
import { resolveAccountType } from '../../chains/accountTypes.js'
import { FRAME_DISCONNECT_WAIT_MS } from '../../constants/embedded.js'
import { FOYER_SDK_TYPE, FOYER_VERSION } from '../../constants/miscellaneous.js'
import { FARCASTER_RESYNC_DELAY_MS, REJECTION_MESSAGE_DELAY_MS } from '../../constants/timing.js'
import { EmailDependencyLoadError } from '../../errors/emailDependency.js'
import type { FoyerError } from '../../errors/FoyerError.js'
import { toWalletError, UserRejectedRequestError } from '../../errors/rpc.js'
import type { ConnectorConfig, ConnectorConnection } from '../createConnector.js'
import type { Eip1193Provider } from '../eip1193.js'
import type { createConnectorEvents } from './connectorEvents.js'
import type { EmbeddedApprover } from './embeddedProvider.js'
import type { CreateFrameClientParameters, FrameClient } from './frameClient.js'
import type { loginCache } from './loginCache.js'
import type { FrameAccountType, FrameRequestEvent, FrameRequests, FrameUser } from './protocol.js'

/** The theme the frame is told (SPEC §3 "Theme sync"). */
export type EmbeddedTheme = FrameRequests['SYNC_THEME']['payload']

/** What the factory and the methods share: set by both, read by both. */
export type EmbeddedState = {
  /** The signed-in user as the frame last reported it. */
  user: FrameUser | undefined
  /** The chain the wallet is on (the last known one until the frame tells). */
  chainId: number
  theme: EmbeddedTheme | undefined
  approver: EmbeddedApprover | undefined
  /** The frame's client, once made. */
  client: FrameClient | undefined
}

/** What the factory hands the methods. */
export type EmbeddedContext = {
  config: ConnectorConfig
  /** The frame's URL (`config.frameUrl`, checked by the factory). */
  frameUrl: string
  enableLogger: boolean
  createClient: ((parameters: CreateFrameClientParameters) => FrameClient) | undefined
  state: EmbeddedState
  cache: ReturnType<typeof loginCache>
  setUser(next: FrameUser | undefined): void
  /** Tells the connector's alert listeners. */
  alert(error: FoyerError): void
  events: Pick<ReturnType<typeof createConnectorEvents>, 'emit' | 'on' | 'removeListener'>
}

/** The methods the factory's connector forwards to once they are loaded. */
export type EmbeddedMethods = ReturnType<typeof embeddedMethods>

/** The embedded wallet's frame-speaking methods (see the file's header). */
export function embeddedMethods(context: EmbeddedContext) {
  const { config, frameUrl, state, cache, setUser } = context
  const { emit } = context.events
  // The host's account type for eip155 (SPEC §3: smartAccount unless it says eoa).
  const preferredAccountType = (): FrameAccountType =>
    resolveAccountType('eip155', config.defaultAccountTypes) === 'eoa' ? 'eoa' : 'smartAccount'
  let creating: Promise<FrameClient> | undefined

  async function createClient(): Promise<FrameClient> {
    let create = context.createClient
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
      chainId: state.chainId,
      version: FOYER_VERSION,
      enableLogger: context.enableLogger,
      onAlert: context.alert,
    })
    void made.ready.then(() => {
      if (state.theme) void made.request('SYNC_THEME', state.theme).catch(() => {})
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
      chainId: wanted ?? state.chainId,
      preferredAccountType: preferredAccountType(),
    })
    setUser(next)
    return next
  }
  /** The frame, made on first use; one that failed to load is replaced. */
  function frame(): Promise<FrameClient> {
    const { client } = state
    if (client && !client.failed) return Promise.resolve(client)
    creating ??= createClient()
      .then((made) => {
        state.client?.destroy()
        state.client = made
        return made
      })
      .finally(() => {
        creating = undefined
      })
    return creating
  }

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

  return {
    async request<event extends FrameRequestEvent>(
      event: event,
      payload: FrameRequests[event]['payload'],
    ): Promise<FrameRequests[event]['result']> {
      return (await frame()).request(event, payload)
    },
    isConnected,
    async connect(wanted: number | undefined): Promise<ConnectorConnection> {
      const next = await readUser(wanted).catch((error: unknown) => {
        throw toWalletError(error)
      })
      cache.remember(next.email)
      return { accounts: [next.address], chainId: next.chainId }
    },
    /** SIGN_OUT, waiting at most FRAME_DISCONNECT_WAIT_MS for the frame. */
    async signOut(): Promise<void> {
      const signOut = frame().then((current) => current.request('SIGN_OUT', {}))
      const wait = new Promise((resolve) => setTimeout(resolve, FRAME_DISCONNECT_WAIT_MS))
      await Promise.race([signOut.catch(() => {}), wait])
    },
    /** The account, read anew (GET_USER); the factory asks `isConnected` first. */
    async getAccounts(): Promise<readonly string[]> {
      return [(await readUser()).address]
    },
    async setPreferredAccountType(type: FrameAccountType): Promise<FrameUser> {
      await (await frame()).request('SET_PREFERRED_ACCOUNT', { type })
      const next = await readUser()
      emit({ type: 'accountsChanged', accounts: [next.address] })
      return next
    },
    async reload(): Promise<void> {
      const current = await frame()
      await current.request('RELOAD', {}).catch(() => {})
      await new Promise((resolve) => setTimeout(resolve, FARCASTER_RESYNC_DELAY_MS))
      syncDappData(current)
    },
    async getChainId(): Promise<number> {
      try {
        state.chainId = (await (await frame()).request('GET_CHAIN_ID', {})).chainId
      } catch {
        // The frame cannot tell: the chain last known stands.
      }
      return state.chainId
    },
    async getProvider(): Promise<Eip1193Provider> {
      const { createEmbeddedProvider } = await import('./embeddedProvider.js')
      return createEmbeddedProvider({
        client: frame,
        chainId: () => state.chainId,
        approve: (request) =>
          state.approver ? state.approver(request) : Promise.reject(new UserRejectedRequestError()),
        // SPEC §5: the refusal's UI message appears after 300 ms.
        onRefused: (error) => setTimeout(() => context.alert(error), REJECTION_MESSAGE_DELAY_MS),
        on: context.events.on,
        removeListener: context.events.removeListener,
      })
    },
    async switchChain(next: number): Promise<void> {
      await (await frame()).request('SWITCH_NETWORK', { chainId: next })
      state.chainId = next
      emit({ type: 'chainChanged', chainId: next })
    },
    /** Tells a ready frame the theme (a frame made later is told when it is ready). */
    syncTheme(next: EmbeddedTheme): void {
      const { client } = state
      if (client && !client.failed) {
        void client.ready.then(() => state.client?.request('SYNC_THEME', next)).catch(() => {})
      }
    },
  }
}
