import fc from 'fast-check'
import { defineChain } from 'viem'
import { mainnet, sepolia } from 'viem/chains'
import { describe, expect, expectTypeOf, test } from 'vitest'
import { evmAdapter } from '../adapters/evm.js'
import { defineNetwork } from '../chains/network.js'
import { mock } from '../connectors/mock.js'
import { InvalidOptionError, SiweAndSiwxConflictError } from '../errors/config.js'
import { FoyerError } from '../errors/FoyerError.js'
import type { FoyerOptions, FoyerServices, Metadata } from '../store/options.js'
import type { SiweConfig, SiwxConfig } from '../store/siwxConfig.js'
import { memoryStorage } from '../store/storage.js'
import {
  anyValue,
  hostileValues,
  outcome,
  returns,
  withHostileExamples,
} from '../test/properties.js'
import type { Features } from './featureOptions.js'
import { assertOptions, type OptionName, validateOptions } from './options.js'
import { firstError } from './result.js'
import type { CustomWallet } from './walletOptions.js'

const base = { projectId: 'p', networks: [mainnet] } satisfies FoyerOptions

const solana = defineNetwork(
  defineChain({
    id: 101,
    name: 'Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  }),
  { chainNamespace: 'solana', reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
)

const metadata: Metadata = {
  name: 'App',
  description: 'An app',
  url: 'https://app.test',
  icons: ['https://app.test/icon.png'],
}

// Typed `Required<…>`: a flag, service or wallet field added to the types and not to the
// validator fails to compile here, then fails these tests as unknown.
const everyFeature: Required<Features> = {
  email: true,
  socials: ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'],
  swaps: true,
  onramp: false,
  activity: true,
  branding: false,
  receive: true,
  send: true,
  pay: false,
  analytics: false,
  allWallets: true,
  legalCheckbox: true,
  smartSessions: false,
  collapseWallets: true,
  walletFeaturesOrder: ['send', 'receive', 'swaps', 'onramp'],
  connectMethodsOrder: ['wallet', 'email', 'social'],
  connectorTypeOrder: ['injected', 'walletConnect'],
  emailShowWallets: false,
}

const everyService: Required<FoyerServices> = {
  apiUrl: 'https://api.test',
  blockchainApiUrl: 'http://127.0.0.1:8787',
  analyticsUrl: 'https://pulse.test/e',
  relayUrl: 'wss://relay.test',
  frameUrl: 'https://frame.test/index.html',
}

const everyWalletField: Required<CustomWallet> = {
  id: 'acme',
  name: 'Acme Wallet',
  homepage: 'https://acme.test',
  image_url: 'https://acme.test/icon.png',
  mobile_link: 'acme://',
  desktop_link: 'https://acme.test/desktop',
  webapp_link: 'https://app.acme.test',
  app_store: 'https://apps.apple.com/app/acme',
  play_store: 'https://play.google.com/store/apps/details?id=acme',
  rdns: 'test.acme',
}

const siwe: Required<SiweConfig> = {
  getNonce: async () => 'nonce',
  getMessageParams: async () => ({}),
  createMessage: () => 'message',
  verifyMessage: async () => true,
  getSession: async () => null,
  signOut: async () => true,
  required: false,
}

const siwx: Required<SiwxConfig> = {
  createMessage: async () => ({}) as never,
  addSession: async () => {},
  revokeSession: async () => {},
  setSessions: async () => {},
  getSessions: async () => [],
  getRequired: () => false,
}

const everyOption: Required<Omit<FoyerOptions, 'siweConfig'>> = {
  projectId: 'p',
  metadata,
  networks: [mainnet, sepolia, solana],
  defaultNetwork: sepolia,
  adapters: [evmAdapter()],
  connectors: [mock()],
  features: everyFeature,
  themeMode: 'light',
  themeVariables: { accent: '#f00' },
  featuredWalletIds: ['a'],
  includeWalletIds: ['a', 'b'],
  excludeWalletIds: ['c'],
  customWallets: [everyWalletField],
  termsConditionsUrl: 'https://app.test/terms',
  privacyPolicyUrl: 'https://app.test/privacy',
  siwx,
  enableEIP6963: false,
  enableWalletConnect: false,
  walletConnect: { skipVerify: true },
  enableNetworkSwitch: false,
  allowUnsupportedChain: true,
  enableEmbedded: true,
  defaultAccountTypes: { eip155: 'eoa', solana: 'eoa', polkadot: 'eoa', bip122: 'payment' },
  services: everyService,
  storage: memoryStorage(),
  storageKey: 'my-app',
  isMobile: () => false,
  tokens: { 'eip155:1': ['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'] },
}

const thrown = (call: () => unknown): FoyerError => {
  const result = outcome(call)
  if (result.ok) throw new Error('did not throw')
  return result.error
}

const invalidFields = (options: unknown) =>
  Object.entries(validateOptions(options).fields)
    .filter(([, field]) => !field.valid)
    .map(([name]) => name)

const network = (changes: Record<string, unknown>) => ({ ...mainnet, ...changes })
const rpc = (http: unknown) => network({ rpcUrls: { default: { http } } })
const wallet = (changes: Record<string, unknown>) => [{ id: 'w', name: 'W', ...changes }]
const storageWith = (changes: Record<string, unknown>) => ({ ...memoryStorage(), ...changes })
const holed: unknown[] = [mainnet]
holed[2] = sepolia

/** A row: what is wrong, the option's value, and a part of the message it must give. */
type Row = [label: string, value: unknown, message: string | RegExp]

const urlRows = (label: string): Row[] => [
  ['null', null, `\`${label}\` must be an http(s) URL`],
  ['a number', 1, 'an http(s) URL'],
  ['empty', '', 'an http(s) URL'],
  ['a relative path', '/terms', 'an http(s) URL'],
  ['javascript:', 'javascript:alert(1)', 'an http(s) URL'],
  ['data:', 'data:text/html,<script>alert(1)</script>', 'an http(s) URL'],
  ['ftp:', 'ftp://app.test/terms', 'an http(s) URL'],
  ['no host', 'https://', 'an http(s) URL'],
]

const idListRows: Row[] = [
  ['null', null, 'a list of wallet ids (strings)'],
  ['a string', 'io.metamask', 'a list of wallet ids (strings)'],
  ['an object', { 0: 'a' }, 'a list of wallet ids (strings)'],
  ['a number inside', ['a', 1], /\[1\]` must be a non-empty string/],
  ['an empty id', [''], 'a non-empty string'],
  ['null inside', [null], 'a non-empty string'],
]

const booleanRows = (name: string): Row[] => [
  ['a string', 'true', `\`${name}\` must be true or false`],
  ['a number', 1, 'true or false'],
  ['null', null, 'true or false'],
]

/** Bad values for every option (`options` is the object itself, replacing the base). */
const badValues: Record<'options' | OptionName, Row[]> = {
  options: [
    ['undefined', undefined, 'Options are required'],
    ['null', null, 'Options are required'],
    ['a number', 42, 'The options must be an object'],
    ['a string', 'p', 'The options must be an object'],
    ['an array', [base], 'The options must be an object'],
    ['a function', () => base, 'The options must be an object'],
    ['an unknown option (a typo)', { ...base, themMode: 'light' }, 'Unknown option `themMode`'],
  ],
  projectId: [
    ['missing', undefined, '`projectId` must be a string'],
    ['a number', 1, 'a string'],
    ['null', null, 'a string'],
    ['an array', ['p'], 'a string'],
  ],
  metadata: [
    ['null', null, 'an object { name, description, url, icons }'],
    ['a string', 'App', 'an object'],
    ['empty', {}, '`metadata.name` must be a string'],
    ['a number as name', { ...metadata, name: 1 }, '`metadata.name` must be a string'],
    ['no description', { ...metadata, description: undefined }, '`metadata.description`'],
    ['a javascript: url', { ...metadata, url: 'javascript:alert(1)' }, 'an http(s) URL'],
    ['a relative url', { ...metadata, url: '/' }, '`metadata.url` must be an http(s) URL'],
    ['icons as a string', { ...metadata, icons: 'https://x.test/i.png' }, '`metadata.icons`'],
    ['a number among icons', { ...metadata, icons: [1] }, '`metadata.icons[0]` must be'],
  ],
  networks: [
    ['missing', undefined, 'At least one network is required'],
    ['empty', [], 'At least one network is required'],
    ['a single chain, not a list', mainnet, 'At least one network is required'],
    ['null inside', [null], '`networks[0]` must be a network'],
    ['a string inside', ['eip155:1'], '`networks[0]` must be a network'],
    ['a hole', holed, '`networks[1]` must be a network'],
    ['id 0', [network({ id: 0 })], '`networks[0].id` must be a positive whole number'],
    ['a negative id', [network({ id: -1 })], '`networks[0].id`'],
    ['a fractional id', [network({ id: 1.5 })], '`networks[0].id`'],
    ['an id as a string', [network({ id: '1' })], '`networks[0].id`'],
    ['an unsafe id', [network({ id: 2 ** 53 })], '`networks[0].id`'],
    ['no name', [network({ name: '' })], '`networks[0].name` must be a non-empty string'],
    ['no native currency', [network({ nativeCurrency: undefined })], 'networks[0].nativeCurrency'],
    [
      '256 decimals',
      [network({ nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 256 } })],
      '`networks[0].nativeCurrency.decimals` must be a whole number from 0 to 255',
    ],
    [
      'fractional decimals',
      [network({ nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 1.5 } })],
      'from 0 to 255',
    ],
    [
      'a symbol that is not a string',
      [network({ nativeCurrency: { name: 'Ether', symbol: 1, decimals: 18 } })],
      '`networks[0].nativeCurrency.symbol` must be a string',
    ],
    ['no rpcUrls', [network({ rpcUrls: undefined })], '`networks[0].rpcUrls` must be an object'],
    ['no RPC URL', [rpc([])], '`networks[0].rpcUrls.default.http` must be a non-empty list'],
    ['an RPC URL as a string', [rpc('https://rpc.test')], 'rpcUrls.default.http'],
    ['a javascript: RPC URL', [rpc(['javascript:alert(1)'])], 'http[0]` must be an http(s) URL'],
    ['a websocket RPC URL', [rpc(['wss://rpc.test'])], 'an http(s) URL'],
    ['an RPC URL that is no URL', [rpc(['rpc.test'])], 'an http(s) URL'],
    [
      'a bad chainDefault URL',
      [network({ rpcUrls: { default: mainnet.rpcUrls.default, chainDefault: { http: ['x'] } } })],
      '`networks[0].rpcUrls.chainDefault.http[0]` must be an http(s) URL',
    ],
    [
      'a javascript: block explorer',
      [network({ blockExplorers: { default: { name: 'E', url: 'javascript:alert(1)' } } })],
      '`networks[0].blockExplorers.default.url` must be an http(s) URL',
    ],
    ['testnet as a string', [network({ testnet: 'yes' })], '`networks[0].testnet`'],
    [
      'an unknown namespace',
      [network({ chainNamespace: 'tron', caipNetworkId: 'tron:1' })],
      '`networks[0].chainNamespace` must be one of eip155, solana',
    ],
    [
      'a chainNamespace without caipNetworkId',
      [network({ chainNamespace: 'eip155' })],
      '`networks[0].caipNetworkId` must be a CAIP-2 id `eip155:1`',
    ],
    [
      'a caipNetworkId without chainNamespace',
      [network({ caipNetworkId: 'eip155:1' })],
      '`networks[0].chainNamespace`',
    ],
    [
      'a caipNetworkId of another chain id',
      [defineNetwork(mainnet, { reference: '2' })],
      '`networks[0].caipNetworkId` must be a CAIP-2 id `eip155:1`',
    ],
    [
      'a caipNetworkId of another namespace',
      [{ ...defineNetwork(mainnet), caipNetworkId: 'solana:1' }],
      'networks[0].caipNetworkId',
    ],
    [
      'a caipNetworkId without reference',
      [{ ...solana, caipNetworkId: 'solana' }],
      '`networks[0].caipNetworkId` must be a CAIP-2 id `solana:<reference>`',
    ],
    [
      'a javascript: icon',
      [defineNetwork(mainnet, { assets: { imageUrl: 'javascript:alert(1)' } })],
      '`networks[0].assets.imageUrl` must be an http(s) URL or a data:image URI',
    ],
    ['a network listed twice', [mainnet, sepolia, mainnet], '`networks[2]` repeats eip155:1'],
    [
      'a viem chain and its Foyer network',
      [mainnet, defineNetwork(mainnet)],
      '`networks[1]` repeats eip155:1',
    ],
  ],
  defaultNetwork: [
    ['not listed', sepolia, 'The default network must be one of `networks`'],
    ['not listed (Foyer network)', solana, 'The default network must be one of `networks`'],
    ['null', null, '`defaultNetwork` must be a network'],
    ['a CAIP-2 id', 'eip155:1', '`defaultNetwork` must be a network'],
    ['a chain id', 1, 'must be a network'],
    ['listed, but with no RPC URL', rpc([]), '`defaultNetwork.rpcUrls.default.http`'],
  ],
  adapters: [
    ['null', null, '`adapters` must be a list of chain adapters'],
    ['one adapter, not a list', evmAdapter(), 'a list of chain adapters'],
    ['an empty object', [{}], '`adapters[0].namespace` must be one of eip155'],
    ['an unknown namespace', [{ ...evmAdapter(), namespace: 'tron' }], '`adapters[0].namespace`'],
    ['no getBalance', [{ namespace: 'eip155' }], '`adapters[0].getBalance` must be a function'],
    ['the factory, not called', [evmAdapter], '`adapters[0]` must be an adapter'],
    ['two for one namespace', [evmAdapter(), evmAdapter()], 'One adapter per chain namespace'],
  ],
  connectors: [
    ['null', null, 'Connectors must be a list of connector functions'],
    ['one connector, not a list', { id: 'x' }, 'Connectors must be a list'],
    ['an object inside', [{}], 'Connectors must be a list'],
    ['an id inside', ['io.metamask'], 'Connectors must be a list'],
    ['null after a connector', [mock(), null], 'Connectors must be a list'],
  ],
  features: [
    ['null', null, '`features` must be an object of feature flags'],
    ['a list', ['email'], 'an object of feature flags'],
    ['a string', 'all', 'an object of feature flags'],
    ['a typo', { emial: true }, 'Unknown feature flag `emial`'],
    ['a flag as a string', { email: 'yes' }, '`features.email` must be true or false'],
    ['a flag as a number', { swaps: 1 }, '`features.swaps` must be true or false'],
    ['null flag', { legalCheckbox: null }, '`features.legalCheckbox`'],
    ['socials true', { socials: true }, '`features.socials` must be false or a list of google'],
    ['an unknown social', { socials: ['myspace'] }, '`features.socials[0]` must be one of'],
    ['socials as a string', { socials: 'google' }, '`features.socials`'],
    ['a social twice', { socials: ['google', 'google'] }, 'each at most once'],
    ['an unknown wallet feature', { walletFeaturesOrder: ['bridge'] }, 'walletFeaturesOrder[0]'],
    ['an unknown connect method', { connectMethodsOrder: ['passkey'] }, 'connectMethodsOrder[0]'],
    [
      'a section twice',
      { connectorTypeOrder: ['injected', 'injected'] },
      '`features.connectorTypeOrder[1]` must be a list of walletConnect',
    ],
    ['an order as a string', { connectorTypeOrder: 'injected' }, '`features.connectorTypeOrder`'],
  ],
  themeMode: [
    ['blue', 'blue', 'Theme mode must be light or dark'],
    ['capitalised', 'Dark', 'Theme mode must be light or dark'],
    ['empty', '', 'Theme mode must be light or dark'],
    ['null', null, 'Theme mode must be light or dark'],
  ],
  themeVariables: [
    ['null', null, '`themeVariables` must be an object of theme tokens'],
    ['a list', ['#f00'], 'an object of theme tokens'],
    ['a number value', { accent: 1 }, '`themeVariables.accent` must be a string'],
    ['a null value', { accent: null }, '`themeVariables.accent` must be a string'],
  ],
  featuredWalletIds: idListRows,
  includeWalletIds: idListRows,
  excludeWalletIds: idListRows,
  customWallets: [
    ['null', null, '`customWallets` must be a list of custom wallets'],
    ['one wallet, not a list', { id: 'w', name: 'W' }, 'a list of custom wallets'],
    ['null inside', [null], '`customWallets[0]` must be a wallet'],
    ['no name', [{ id: 'w' }], '`customWallets[0].name` must be a non-empty string'],
    ['a number id', wallet({ id: 1 }), '`customWallets[0].id` must be a non-empty string'],
    ['an empty id', wallet({ id: '' }), '`customWallets[0].id`'],
    ['a javascript: homepage', wallet({ homepage: 'javascript:alert(1)' }), 'homepage` must be'],
    [
      'a data: image',
      wallet({ image_url: 'data:image/svg+xml,<svg/>' }),
      '`customWallets[0].image_url`',
    ],
    [
      'a javascript: mobile link',
      wallet({ mobile_link: 'javascript:alert(1)' }),
      "`customWallets[0].mobile_link` must be an http(s) URL or the wallet's app link",
    ],
    [
      'a disguised javascript: mobile link',
      wallet({ mobile_link: ' JaVa\tScRiPt:alert(1)' }),
      '`customWallets[0].mobile_link`',
    ],
    ['a vbscript: desktop link', wallet({ desktop_link: 'vbscript:msgbox(1)' }), 'desktop_link'],
    ['a data: desktop link', wallet({ desktop_link: 'data:text/html,x' }), 'desktop_link'],
    ['a mobile link that is no URL', wallet({ mobile_link: 'acme' }), 'mobile_link'],
    [
      'an app scheme as web app',
      wallet({ webapp_link: 'acme://' }),
      '`customWallets[0].webapp_link`',
    ],
    ['an ftp: app store link', wallet({ app_store: 'ftp://x.test' }), 'app_store'],
    ['a number as play store link', wallet({ play_store: 1 }), 'play_store'],
    ['a number as rdns', wallet({ rdns: 1 }), '`customWallets[0].rdns` must be a string'],
    [
      'a typo',
      wallet({ imageUrl: 'https://x.test/i.png' }),
      'Unknown custom wallet field `imageUrl`',
    ],
    [
      'an id used twice',
      [...wallet({}), ...wallet({})],
      '`customWallets[1].id` must be an id no other custom wallet has',
    ],
  ],
  termsConditionsUrl: urlRows('termsConditionsUrl'),
  privacyPolicyUrl: urlRows('privacyPolicyUrl'),
  siweConfig: [
    ['null', null, '`siweConfig` must be a SIWE config with getNonce'],
    ['a string', 'siwe', 'a SIWE config'],
    ['empty', {}, '`siweConfig.getNonce` must be a function'],
    ['signOut not a function', { ...siwe, signOut: true }, '`siweConfig.signOut` must be'],
    ['required as a string', { ...siwe, required: 'yes' }, '`siweConfig.required` must be true'],
    ['getMessageParams not a function', { ...siwe, getMessageParams: {} }, 'getMessageParams'],
  ],
  siwx: [
    ['null', null, '`siwx` must be a SIWX config with createMessage'],
    ['empty', {}, '`siwx.createMessage` must be a function'],
    ['no getSessions', { ...siwx, getSessions: undefined }, '`siwx.getSessions` must be'],
    ['getRequired as a boolean', { ...siwx, getRequired: true }, '`siwx.getRequired` must be'],
  ],
  enableEIP6963: booleanRows('enableEIP6963'),
  enableWalletConnect: booleanRows('enableWalletConnect'),
  walletConnect: [
    ['null', null, '`walletConnect` must be an object of WalletConnect settings'],
    ['a boolean', true, 'an object of WalletConnect settings'],
    ['skipVerify as a string', { skipVerify: 'yes' }, '`walletConnect.skipVerify` must be true'],
    ['a typo', { skipVerfy: true }, 'Unknown WalletConnect setting `skipVerfy`'],
  ],
  enableNetworkSwitch: booleanRows('enableNetworkSwitch'),
  allowUnsupportedChain: booleanRows('allowUnsupportedChain'),
  enableEmbedded: booleanRows('enableEmbedded'),
  defaultAccountTypes: [
    ['null', null, '`defaultAccountTypes` must be an object of account types'],
    ['an unknown namespace', { tron: 'eoa' }, 'Unknown namespace `tron`'],
    ['an unknown type', { eip155: 'contract' }, '`defaultAccountTypes.eip155` must be one of'],
    [
      'a type the namespace cannot have',
      { solana: 'smartAccount' },
      '`defaultAccountTypes.solana` must be one of eoa',
    ],
    ['any type on cosmos', { cosmos: 'eoa' }, '`defaultAccountTypes.cosmos` must be nothing'],
  ],
  services: [
    ['null', null, '`services` must be an object of service URLs'],
    ['a URL, not an object', 'https://api.test', 'an object of service URLs'],
    ['a javascript: API', { apiUrl: 'javascript:alert(1)' }, '`services.apiUrl` must be'],
    ['a relative API', { apiUrl: '/api' }, '`services.apiUrl` must be an http(s) URL'],
    ['an ftp: blockchain API', { blockchainApiUrl: 'ftp://x.test' }, 'blockchainApiUrl'],
    ['a number', { analyticsUrl: 1 }, '`services.analyticsUrl` must be an http(s) URL'],
    [
      'an https relay',
      { relayUrl: 'https://relay.test' },
      '`services.relayUrl` must be a ws(s) URL',
    ],
    ['a ws frame', { frameUrl: 'ws://frame.test' }, '`services.frameUrl` must be an http(s) URL'],
    ['a typo', { relay: 'wss://relay.test' }, 'Unknown service `relay`'],
  ],
  storage: [
    ['null', null, '`storage` must be a storage with getItem, setItem, removeItem'],
    ['a string', 'localStorage', 'a storage with getItem'],
    ['a Map', new Map(), '`storage.getItem` must be a function'],
    ['no removeItem', storageWith({ removeItem: undefined }), '`storage.removeItem`'],
    ['getItem not a function', storageWith({ getItem: 'x' }), '`storage.getItem`'],
  ],
  storageKey: [
    ['empty', '', '`storageKey` must be a non-empty string'],
    ['a number', 1, 'a non-empty string'],
    ['null', null, 'a non-empty string'],
  ],
  isMobile: [
    ['a boolean', true, '`isMobile` must be a function'],
    ['null', null, 'a function'],
    ['a string', 'yes', 'a function'],
  ],
  tokens: [
    ['an array', [], 'an object of ERC-20 addresses by network'],
    [
      'a network not listed',
      { 'eip155:10': [] },
      '`tokens.eip155:10` names no eip155 network of `networks`',
    ],
    [
      'a solana network',
      { 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': [] },
      'names no eip155 network',
    ],
    [
      'not a list',
      { 'eip155:1': '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
      'a list of ERC-20 contract addresses',
    ],
    [
      'a bad address',
      { 'eip155:1': ['0x12'] },
      '`tokens.eip155:1[0]` must be an ERC-20 contract address',
    ],
    [
      'a repeated address',
      {
        'eip155:1': [
          '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
          '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        ],
      },
      'each at most once',
    ],
  ],
}

/** Good values for every option, besides leaving it out. */
const goodValues: Record<'options' | OptionName, unknown[]> = {
  options: [base, everyOption, { ...everyOption, siwx: undefined, siweConfig: siwe }],
  projectId: ['', 'p'],
  metadata: [metadata, { ...metadata, icons: [] }],
  networks: [
    [mainnet],
    [mainnet, sepolia],
    [defineNetwork(mainnet)],
    [solana, mainnet],
    [network({ rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } })],
    [defineNetwork(mainnet, { assets: { imageUrl: 'data:image/png;base64,AAAA', imageId: 'e' } })],
  ],
  defaultNetwork: [mainnet, defineNetwork(mainnet)],
  adapters: [[], [evmAdapter()]],
  connectors: [[], [mock()], [mock({ id: 'a' }), mock({ id: 'b' })]],
  features: [{}, everyFeature, { socials: false }, { socials: [] }, { email: undefined }],
  themeMode: ['light', 'dark', 'system'],
  themeVariables: [{}, { accent: '#f00', radius: '4px' }],
  featuredWalletIds: [[], ['a', 'b']],
  includeWalletIds: [[], ['a']],
  excludeWalletIds: [[], ['io.metamask', 'Rabby']],
  customWallets: [
    [],
    [{ id: 'w', name: 'W' }],
    [everyWalletField, { ...everyWalletField, id: 'other', mobile_link: 'https://acme.test/m' }],
  ],
  termsConditionsUrl: ['https://app.test/terms', 'http://127.0.0.1:5173/terms'],
  privacyPolicyUrl: ['https://app.test/privacy'],
  siweConfig: [siwe, { ...siwe, getMessageParams: undefined, required: undefined }],
  siwx: [siwx, { ...siwx, getRequired: undefined }],
  enableEIP6963: [true, false],
  enableWalletConnect: [true, false],
  walletConnect: [{}, { skipVerify: true }, { skipVerify: false }],
  enableNetworkSwitch: [true, false],
  allowUnsupportedChain: [true, false],
  enableEmbedded: [true, false],
  defaultAccountTypes: [{}, { eip155: 'smartAccount' }, { bip122: 'payment', eip155: undefined }],
  services: [{}, everyService, { apiUrl: 'http://127.0.0.1:8787' }],
  storage: [memoryStorage(), Object.assign(Object.create(memoryStorage()), { extra: 1 })],
  storageKey: ['my-app', '@foyer/shop'],
  isMobile: [() => true],
  tokens: [{}, { 'eip155:1': [] }, { 'eip155:1': ['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'] }],
}

const optionsWith = (name: 'options' | OptionName, value: unknown) =>
  name === 'options' ? value : { ...base, [name]: value }

describe('assertOptions: a table of bad values per option', () => {
  describe.each(Object.entries(badValues))('%s', (name, rows) => {
    test.each(rows)('error: %s', (_, value, message) => {
      const options = optionsWith(name as OptionName, value)
      const error = thrown(() => assertOptions(options))
      expect(error).toBeInstanceOf(InvalidOptionError)
      expect(error.shortMessage.concat('\n', error.metaMessages.join('\n'))).toMatch(message)
      const option = name === 'options' ? /^Option: / : `Option: ${name}`
      expect(error.metaMessages[0]).toMatch(option)
      expect(error.metaMessages.some((line) => line.startsWith('Expected: '))).toBe(true)
      expect(error.metaMessages.at(-1)).toMatch(/^Provided: /)
      // The per-field result blames this option first (and, but for the object, only it).
      const result = validateOptions(options)
      expect(result.valid).toBe(false)
      expect(firstError(result)?.message).toBe(error.message)
      if (name !== 'options') expect(invalidFields(options)).toEqual([name])
    })
  })
})

describe('assertOptions: good values per option', () => {
  describe.each(Object.entries(goodValues))('%s', (name, values) => {
    test.each(values.map((value) => [value]))('default: %s', (value) => {
      const options = optionsWith(name as OptionName, value)
      expect(invalidFields(options)).toEqual([])
      expect(() => assertOptions(options)).not.toThrow()
    })
  })
  test('default: every optional option left out', () => {
    expect(validateOptions(base).valid).toBe(true)
  })
})

describe('assertOptions', () => {
  test('error: siweConfig and siwx together', () => {
    const options = { ...base, siweConfig: siwe, siwx }
    const error = thrown(() => assertOptions(options))
    expect(error).toBeInstanceOf(SiweAndSiwxConflictError)
    expect(error.metaMessages).toContain('Options: siweConfig, siwx')
    expect(invalidFields(options)).toEqual(['siweConfig', 'siwx'])
    // Even when one of them is malformed too: the conflict is what the host has to fix first.
    expect(thrown(() => assertOptions({ ...base, siweConfig: {}, siwx: {} }))).toBeInstanceOf(
      SiweAndSiwxConflictError,
    )
  })
  test('error: the whole message names the option, the field, the rule and the value', () => {
    const options = { ...base, networks: [mainnet, rpc(['javascript:alert(1)'])] }
    expect(() => assertOptions(options)).toThrowErrorMatchingInlineSnapshot(`
      [InvalidOptionError: \`networks[1].rpcUrls.default.http[0]\` must be an http(s) URL

      Option: networks
      Field: networks[1].rpcUrls.default.http[0]
      Expected: an http(s) URL
      Provided: "javascript:alert(1)"]
    `)
    expect(() =>
      assertOptions({ ...base, features: { emial: true } }),
    ).toThrowErrorMatchingInlineSnapshot(`
        [InvalidOptionError: Unknown feature flag \`emial\`

        Option: features
        Field: features.emial
        Expected: one of email, swaps, onramp, activity, branding, receive, send, pay, analytics, allWallets, legalCheckbox, smartSessions, collapseWallets, emailShowWallets, socials, walletFeaturesOrder, connectMethodsOrder, connectorTypeOrder
        Provided: "emial"]
      `)
  })
  test('error: a value that cannot be read is described, not read again', () => {
    const options = {
      ...base,
      get storageKey(): string {
        throw new Error('hostile getter')
      },
    }
    const error = thrown(() => assertOptions(options))
    expect(error.metaMessages).toEqual([
      'Option: storageKey',
      'Expected: a non-empty string',
      'Provided: (a getter that throws)',
    ])
    const long = 'x'.repeat(100_000)
    const provided = thrown(() => assertOptions({ ...base, termsConditionsUrl: long }))
    expect(provided.metaMessages.at(-1)).toBe(`Provided: "${'x'.repeat(120)}…"`)
  })
  test('behavior: options that pass are the options createFoyer takes', () => {
    const value: unknown = everyOption
    assertOptions<FoyerOptions>(value)
    expectTypeOf(value).toEqualTypeOf<FoyerOptions>()
    expectTypeOf<OptionName>().toEqualTypeOf<keyof FoyerOptions>()
  })
})

describe('validateOptions', () => {
  test('parameters: one result per option, each with its own error', () => {
    const result = validateOptions({
      projectId: 1,
      networks: [],
      themeMode: 'blue',
      services: { apiUrl: 'javascript:alert(1)' },
      enableEIP6963: true,
    })
    expect(result.valid).toBe(false)
    expect(Object.keys(result.fields)).toEqual([
      'options',
      'projectId',
      'metadata',
      'networks',
      'defaultNetwork',
      'adapters',
      'connectors',
      'features',
      'themeMode',
      'themeVariables',
      'featuredWalletIds',
      'includeWalletIds',
      'excludeWalletIds',
      'customWallets',
      'termsConditionsUrl',
      'privacyPolicyUrl',
      'siweConfig',
      'siwx',
      'enableEIP6963',
      'enableWalletConnect',
      'walletConnect',
      'enableNetworkSwitch',
      'allowUnsupportedChain',
      'enableEmbedded',
      'defaultAccountTypes',
      'services',
      'storage',
      'storageKey',
      'isMobile',
      'tokens',
    ])
    const messages = Object.fromEntries(
      Object.entries(result.fields).map(([name, field]) => [
        name,
        field.valid ? 'valid' : field.error.shortMessage,
      ]),
    )
    expect(messages).toMatchObject({
      options: 'valid',
      projectId: '`projectId` must be a string',
      networks: 'At least one network is required',
      themeMode: 'Theme mode must be light or dark',
      services: '`services.apiUrl` must be an http(s) URL',
      enableEIP6963: 'valid',
      metadata: 'valid',
    })
  })
  test('parameters: not an object at all', () => {
    const result = validateOptions(undefined)
    expect(invalidFields(undefined)).toEqual(['options', 'projectId', 'networks'])
    expect(firstError(result)?.shortMessage).toBe('Options are required')
  })
  test('behavior: hostile values never make it throw', () => {
    const revoked = Proxy.revocable({}, {})
    revoked.revoke()
    const trap = new Proxy(
      {},
      {
        get: () => {
          throw new Error('get')
        },
        has: () => {
          throw new Error('has')
        },
        ownKeys: () => {
          throw new Error('ownKeys')
        },
      },
    )
    for (const value of [revoked.proxy, trap, ...hostileValues]) {
      for (const name of Object.keys(badValues) as ('options' | OptionName)[]) {
        const options = optionsWith(name, value)
        const result = returns(() => validateOptions(options))
        if (!result.valid) expect(firstError(result)).toBeInstanceOf(FoyerError)
      }
    }
    expect(invalidFields(revoked.proxy)).toContain('options')
    expect(firstError(validateOptions(revoked.proxy))?.metaMessages[0]).toBe(
      'Option: (the options object)',
    )
    expect(invalidFields({ ...base, networks: [trap] })).toEqual(['networks'])
  })
  test('property: answers anything, and assertOptions throws exactly its first error', () => {
    const names = fc.constantFrom(...(Object.keys(badValues) as ('options' | OptionName)[]))
    fc.assert(
      fc.property(anyValue, names, (value, name) => {
        for (const options of [value, optionsWith(name, value)]) {
          const result = returns(() => validateOptions(options))
          const asserted = outcome(() => assertOptions(options))
          expect(asserted.ok).toBe(result.valid)
          if (!asserted.ok) expect(asserted.error.message).toBe(firstError(result)?.message)
        }
      }),
      withHostileExamples('projectId' as const),
    )
  })
})

describe('validateOptions: every option is covered', () => {
  test('default: a bad-value table and good values for each option', () => {
    const names = Object.keys(validateOptions(base).fields)
    expect(Object.keys(badValues)).toEqual(names)
    expect(Object.keys(goodValues)).toEqual(names)
    for (const rows of Object.values(badValues)) expect(rows.length).toBeGreaterThan(0)
  })
})
