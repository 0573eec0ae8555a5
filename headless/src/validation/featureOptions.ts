// The `features` option of `createFoyer`: its type and its check, side by side.
import {
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_CONNECTOR_TYPE_ORDER,
  DEFAULT_WALLET_FEATURES_ORDER,
} from '../constants/hostDefaults.js'
import { boolean, type Check, list, oneOf, optional, shape } from './optionChecks.js'
import { type SocialProvider, socialProviders } from './socialProviderList.js'

/** A social login the Connect view offers: SPEC §5's providers plus Farcaster (SPEC §9). */
export type SocialOption = SocialProvider | 'farcaster'

/** A connect method of the Connect view (SPEC §2). */
export type ConnectMethod = 'email' | 'social' | 'wallet'

/** An account-view wallet feature (SPEC §9 "Wallet features order"). */
export type WalletFeature = (typeof DEFAULT_WALLET_FEATURES_ORDER)[number]

/** A section of the Connect view's wallet list (SPEC §9 "Connector order"). */
export type ConnectorSection = (typeof DEFAULT_CONNECTOR_TYPE_ORDER)[number]

/**
 * Feature flags a host can set (SPEC §3 "Feature flags"). Remote config may override some. A
 * flag not listed here is refused, so a typo never passes silently.
 */
export type Features = {
  /** Email login, with `embeddedWallet()` among the connectors. @default true */
  email?: boolean
  /** Social logins offered, in order, through `embeddedWallet()`; `false` for none. @default google, x, farcaster, discord, apple, github, facebook */
  socials?: readonly SocialOption[] | false
  /** Not yet: waits for the account-features work. @default true */
  swaps?: boolean
  /** Not yet: waits for the account-features work. @default true */
  onramp?: boolean
  /** The account view's Activity tab. @default true */
  activity?: boolean
  /** The "UX by Foyer" line under the Connect view (SPEC §3 `reownBranding`; remote `reown_branding`). @default true */
  branding?: boolean
  /** Not yet: waits for the account-features work. @default true */
  receive?: boolean
  /** Not yet: waits for the account-features work. @default true */
  send?: boolean
  /** Not yet: waits for the account-features work. @default false */
  pay?: boolean
  /** @default true */
  analytics?: boolean
  /** The All Wallets entry. Not yet: waits for the WalletConnect and wallet-directory work. @default true */
  allWallets?: boolean
  /**
   * Visitors must check "I agree to our Terms of Service and Privacy Policy" before connecting:
   * wallets, email and socials stay disabled until then (`useLegalConsent`). Needs
   * `termsConditionsUrl` or `privacyPolicyUrl`. @default false
   */
  legalCheckbox?: boolean
  /**
   * The Account view lists the connected eip155 account's smart sessions (the sessions API), each
   * with Revoke (`useSmartSessions`). Needs `services.blockchainApiUrl`. @default false
   */
  smartSessions?: boolean
  /** One "Continue with a wallet" entry (opening All Wallets) instead of the wallet list, only with email or social on. @default false */
  collapseWallets?: boolean
  /** The account view's wallet-features row, in this order (only the enabled ones). @default onramp, swaps, receive, send */
  walletFeaturesOrder?: readonly WalletFeature[]
  /** The Connect view's order of email, social and wallet entries. @default email, social, wallet; wallet, email, social when an injected wallet is present */
  connectMethodsOrder?: readonly ConnectMethod[]
  /** Sections listed move first. Not yet: waits for the wallet-directory work. @default walletConnect, recent, injected, featured, custom, external, recommended */
  connectorTypeOrder?: readonly ConnectorSection[]
  /** Show the wallets beside the email field; `false` collapses them as `collapseWallets` does. @default true */
  emailShowWallets?: boolean
}

/** Features after defaults. `connectMethodsOrder` stays optional: its default depends on the wallets present. */
export type ResolvedFeatures = Required<Omit<Features, 'connectMethodsOrder'>> & {
  connectMethodsOrder: readonly ConnectMethod[] | undefined
}

const socialOptions = [...socialProviders, 'farcaster'] as const

/** An order: known entries, each at most once. */
const order = (entries: readonly string[]) =>
  list(`a list of ${entries.join(', ')}`, oneOf(entries), { unique: true })

const featureFlags = [
  'email',
  'swaps',
  'onramp',
  'activity',
  'branding',
  'receive',
  'send',
  'pay',
  'analytics',
  'allWallets',
  'legalCheckbox',
  'smartSessions',
  'collapseWallets',
  'emailShowWallets',
] as const satisfies readonly (keyof Features)[]

/** The `features` option: known flags only, each order made of known entries at most once. */
export const features: Check = shape(
  'an object of feature flags',
  {
    ...Object.fromEntries(featureFlags.map((flag) => [flag, optional(boolean)])),
    socials: optional((value, path) =>
      value === false
        ? undefined
        : list(`false or a list of ${socialOptions.join(', ')}`, oneOf(socialOptions), {
            unique: true,
          })(value, path),
    ),
    walletFeaturesOrder: optional(order(DEFAULT_WALLET_FEATURES_ORDER)),
    connectMethodsOrder: optional(order(DEFAULT_CONNECT_METHODS_ORDER)),
    connectorTypeOrder: optional(order(DEFAULT_CONNECTOR_TYPE_ORDER)),
  },
  { noun: 'feature flag' },
)
