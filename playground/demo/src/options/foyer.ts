import { devstackChainA, devstackChainB } from '@foyer/devstack/config'
import { createFoyer, embeddedWallet, evmAdapter } from '@foyer/headless'
import { devstackServices } from '../devstackServices.js'

const query = new URLSearchParams(location.search)

/** The flags this page reads, as the options they switch. */
export const flags = {
  /** `?legal`: the legal checkbox, with the demo's terms and privacy pages. */
  legalCheckbox: query.has('legal'),
  /** `?collapseWallets`: one "Continue with a wallet" entry beside email and socials. */
  collapseWallets: query.has('collapseWallets'),
  /** `?emailShowWallets=false`: the older name of the same switch. */
  emailShowWallets: query.get('emailShowWallets') !== 'false',
  /** `?branding=false`: no "UX by Foyer" line. */
  branding: query.get('branding') !== 'false',
  /** `?embedded`: embedded mode, a close returns to Account or Connect. */
  enableEmbedded: query.has('embedded'),
  /** `?theme=system`: the modal follows the system's colour scheme, live. */
  systemTheme: query.get('theme') === 'system',
  /** `?smartSessions`: the Account view lists the account's sessions, with Revoke. */
  smartSessions: query.has('smartSessions'),
}

/**
 * The host-options demo: the main demo's services and wallets (the devstack's test wallet,
 * email and social login through its frame, WalletConnect), with the options of the URL flags.
 */
export const foyer = createFoyer({
  projectId: 'foyer-demo-options',
  metadata: {
    name: 'Foyer demo (host options)',
    description: 'Host options switched by URL flags',
    url: 'http://127.0.0.1:5173/options.html',
    icons: [],
  },
  networks: [devstackChainA, devstackChainB],
  adapters: [evmAdapter()],
  connectors: [embeddedWallet()],
  ...(flags.legalCheckbox && {
    termsConditionsUrl: 'http://127.0.0.1:5173/terms.html',
    privacyPolicyUrl: 'http://127.0.0.1:5173/privacy.html',
  }),
  features: {
    legalCheckbox: flags.legalCheckbox,
    collapseWallets: flags.collapseWallets,
    emailShowWallets: flags.emailShowWallets,
    smartSessions: flags.smartSessions,
    // Left out unless switched off: the provider's remote configuration decides the branding
    // line, and a local value beside it shows "Local configuration ignored".
    ...(!flags.branding && { branding: false }),
  },
  enableEmbedded: flags.enableEmbedded,
  themeMode: flags.systemTheme ? 'system' : 'dark',
  services: devstackServices,
  walletConnect: { skipVerify: true },
})
