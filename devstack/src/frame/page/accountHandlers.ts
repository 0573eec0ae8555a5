// The frame page's handlers of the signed-in user: user and chain, accounts, wallet requests,
// sign-out, and the app's theme and data. Browser code.
import { ACCOUNT_TYPE_KEY, api, CHAIN_KEY, type FrameContext, TOKEN_KEY } from './frameContext.js'

type Payload = Record<string, unknown>

const accountType = (value: unknown) =>
  value === 'eoa' || value === 'smartAccount' ? value : undefined

export function accountHandlers(context: FrameContext) {
  const { storage, config } = context
  /** The app's default account type (GET_USER's `preferredAccountType`), remembered. */
  const appDefault = () => accountType(storage.getItem(ACCOUNT_TYPE_KEY)) ?? 'smartAccount'

  return {
    async GET_USER({ chainId: wanted, preferredAccountType }: Payload) {
      if (wanted !== undefined && config.chainIds.includes(Number(wanted))) {
        storage.setItem(CHAIN_KEY, String(Number(wanted)))
      }
      const type = accountType(preferredAccountType)
      if (type) storage.setItem(ACCOUNT_TYPE_KEY, type)
      return api(
        'user',
        { chainId: context.chainId(), preferredAccountType: appDefault() },
        context.token(),
      )
    },
    async IS_CONNECTED() {
      if (!context.token()) return { isConnected: false }
      try {
        await api('user', {}, context.token())
        return { isConnected: true }
      } catch {
        storage.removeItem(TOKEN_KEY)
        return { isConnected: false }
      }
    },
    async GET_CHAIN_ID() {
      return { chainId: context.chainId() }
    },
    async SWITCH_NETWORK({ chainId: next }: Payload) {
      if (!config.chainIds.includes(Number(next))) throw new Error('Chain is not supported')
      storage.setItem(CHAIN_KEY, String(Number(next)))
      return { chainId: Number(next) }
    },
    async GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
      return { smartAccountEnabledNetworks: [...config.chainIds] }
    },
    INIT_SMART_ACCOUNT: () => api('smart-account', { chainId: context.chainId() }, context.token()),
    SET_PREFERRED_ACCOUNT: ({ type }: Payload) =>
      api('preferred-account', { type }, context.token()),
    RPC_REQUEST: ({ method, params, chainId: requested }: Payload) =>
      api(
        'rpc',
        {
          method,
          params,
          chainId: requested ?? context.chainId(),
          preferredAccountType: appDefault(),
        },
        context.token(),
      ),
    async SIGN_OUT() {
      await api('sign-out', {}, context.token()).catch(() => undefined)
      storage.removeItem(TOKEN_KEY)
      return {}
    },
    async SYNC_THEME({ themeMode, themeVariables }: Payload) {
      context.app.themeMode = themeMode === 'light' ? 'light' : 'dark'
      const variables =
        typeof themeVariables === 'object' && themeVariables !== null
          ? Object.entries(themeVariables as Record<string, unknown>)
          : []
      const accent = variables.find(
        ([key, value]) =>
          /accent/i.test(key) && typeof value === 'string' && /^#[0-9a-f]{3,8}$/i.test(value),
      )
      if (accent) context.app.accent = String(accent[1])
      else delete context.app.accent
      return {}
    },
    async SYNC_DAPP_DATA({ metadata }: Payload) {
      const name = (metadata as { name?: unknown } | undefined)?.name
      if (typeof name === 'string' && name.trim()) context.app.name = name.trim()
      return {}
    },
  }
}
