import {
  DEVSTACK_CHAIN_A_ID,
  DEVSTACK_CHAIN_B_ID,
  TEST_WALLET_NAME,
  TEST_WALLET_RDNS,
} from '../config.js'

// The wallet directory's data: the well-known wallets (public names, rdns, links, chains) and
// the words the generated ones are named from. The code that builds and queries the directory
// is walletDirectory.ts.

const EVM = ['eip155:1', 'eip155:10', 'eip155:56', 'eip155:137', 'eip155:8453', 'eip155:42161']
const DEVNETS = [`eip155:${DEVSTACK_CHAIN_A_ID}`, `eip155:${DEVSTACK_CHAIN_B_ID}`]
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const COSMOS = 'cosmos:cosmoshub-4'
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'

/** A wallet's links, as the directory lists them (`null` where it has none). */
export type WalletLinks = {
  homepage: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
}

/** A well-known wallet: `slug` makes its synthetic ids. */
export type KnownWallet = WalletLinks & {
  slug: string
  name: string
  rdns: string | null
  chains: string[]
}

const known = (
  slug: string,
  name: string,
  rdns: string | null,
  links: Partial<WalletLinks>,
  chains: string[],
): KnownWallet => ({
  slug,
  name,
  rdns,
  homepage: links.homepage ?? null,
  mobile_link: links.mobile_link ?? null,
  desktop_link: links.desktop_link ?? null,
  webapp_link: links.webapp_link ?? null,
  app_store: links.app_store ?? null,
  play_store: links.play_store ?? null,
  chrome_store: links.chrome_store ?? null,
  chains,
})

/** Well-known wallets with their public names, rdns, links and chains. */
export const KNOWN_WALLETS: KnownWallet[] = [
  known(
    'foyer-test-wallet',
    TEST_WALLET_NAME,
    TEST_WALLET_RDNS,
    { homepage: 'http://127.0.0.1:8787/health' },
    [...DEVNETS],
  ),
  known(
    'metamask',
    'MetaMask',
    'io.metamask',
    {
      homepage: 'https://metamask.io',
      mobile_link: 'metamask://',
      app_store: 'https://apps.apple.com/app/metamask/id1438144202',
      play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
      chrome_store:
        'https://chromewebstore.google.com/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn',
    },
    [...EVM, ...DEVNETS],
  ),
  known(
    'trust',
    'Trust Wallet',
    'com.trustwallet.app',
    {
      homepage: 'https://trustwallet.com',
      mobile_link: 'trust://',
      app_store: 'https://apps.apple.com/app/trust-crypto-bitcoin-wallet/id1288339409',
      play_store: 'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp',
      chrome_store:
        'https://chromewebstore.google.com/detail/trust-wallet/egjidjbpglichdcondbcbdnbeeppgdph',
    },
    [...EVM, SOLANA, COSMOS, BITCOIN],
  ),
  known(
    'coinbase',
    'Coinbase Wallet',
    'com.coinbase.wallet',
    {
      homepage: 'https://www.coinbase.com/wallet',
      mobile_link: 'cbwallet://',
      app_store: 'https://apps.apple.com/app/coinbase-wallet-nfts-crypto/id1278383455',
      play_store: 'https://play.google.com/store/apps/details?id=org.toshi',
      chrome_store:
        'https://chromewebstore.google.com/detail/coinbase-wallet-extension/hnfanknocfeofbddgcijnmhnfnkdnaad',
    },
    [...EVM, SOLANA],
  ),
  known(
    'rainbow',
    'Rainbow',
    'me.rainbow',
    {
      homepage: 'https://rainbow.me',
      mobile_link: 'rainbow://',
      app_store: 'https://apps.apple.com/app/rainbow-ethereum-wallet/id1457119021',
      play_store: 'https://play.google.com/store/apps/details?id=me.rainbow',
    },
    [...EVM],
  ),
  known(
    'phantom',
    'Phantom',
    'app.phantom',
    {
      homepage: 'https://phantom.com',
      mobile_link: 'phantom://',
      app_store: 'https://apps.apple.com/app/phantom-crypto-wallet/id1598432977',
      play_store: 'https://play.google.com/store/apps/details?id=app.phantom',
    },
    [SOLANA, 'eip155:1', 'eip155:137', 'eip155:8453', BITCOIN],
  ),
  known(
    'ledger',
    'Ledger Live',
    'com.ledger',
    {
      homepage: 'https://www.ledger.com/ledger-live',
      mobile_link: 'ledgerlive://',
      desktop_link: 'ledgerlive://',
    },
    [...EVM, SOLANA, BITCOIN, POLKADOT, COSMOS],
  ),
  known(
    'zerion',
    'Zerion',
    'io.zerion.wallet',
    {
      homepage: 'https://zerion.io',
      mobile_link: 'zerion://',
    },
    [...EVM, SOLANA],
  ),
  known(
    'okx',
    'OKX Wallet',
    'com.okex.wallet',
    {
      homepage: 'https://www.okx.com/web3',
      mobile_link: 'okex://main',
    },
    [...EVM, SOLANA, BITCOIN, COSMOS],
  ),
  known(
    'uniswap',
    'Uniswap Wallet',
    'org.uniswap.app',
    {
      homepage: 'https://wallet.uniswap.org',
      mobile_link: 'uniswap://',
    },
    [...EVM],
  ),
  known(
    'rabby',
    'Rabby Wallet',
    'io.rabby',
    { homepage: 'https://rabby.io', mobile_link: 'rabby://' },
    [...EVM],
  ),
  known(
    'safe',
    'Safe',
    null,
    {
      homepage: 'https://safe.global',
      webapp_link: 'https://app.safe.global',
    },
    [...EVM],
  ),
  known(
    'argent',
    'Argent',
    null,
    { homepage: 'https://www.argent.xyz', mobile_link: 'argent://app/' },
    ['eip155:1', 'eip155:324'],
  ),
  known(
    'imtoken',
    'imToken',
    'im.token.app',
    { homepage: 'https://token.im', mobile_link: 'imtokenv2://' },
    [...EVM, BITCOIN, COSMOS],
  ),
  known(
    'tokenpocket',
    'TokenPocket',
    'pro.tokenpocket',
    {
      homepage: 'https://www.tokenpocket.pro',
      mobile_link: 'tpoutside://',
    },
    [...EVM, SOLANA, POLKADOT],
  ),
  known(
    'bitget',
    'Bitget Wallet',
    'com.bitget.web3',
    {
      homepage: 'https://web3.bitget.com',
      mobile_link: 'bitkeep://',
    },
    [...EVM, SOLANA, BITCOIN],
  ),
  known(
    'exodus',
    'Exodus',
    'com.exodus.web3-wallet',
    {
      homepage: 'https://www.exodus.com',
      mobile_link: 'exodus://',
    },
    [...EVM, SOLANA, BITCOIN],
  ),
  known(
    '1inch',
    '1inch Wallet',
    'io.1inch.wallet',
    { homepage: 'https://1inch.io/wallet', mobile_link: 'oneinch://' },
    [...EVM],
  ),
  known(
    'backpack',
    'Backpack',
    'app.backpack',
    { homepage: 'https://backpack.app', mobile_link: 'backpack://' },
    [SOLANA, 'eip155:1'],
  ),
  known('brave', 'Brave Wallet', 'com.brave.wallet', { homepage: 'https://brave.com/wallet' }, [
    ...EVM,
    SOLANA,
  ]),
  known('frame', 'Frame', 'sh.frame', { homepage: 'https://frame.sh', desktop_link: 'frame://' }, [
    ...EVM,
  ]),
  known(
    'keplr',
    'Keplr',
    'app.keplr',
    { homepage: 'https://www.keplr.app', mobile_link: 'keplrwallet://' },
    [COSMOS, 'eip155:1'],
  ),
  known('talisman', 'Talisman', 'xyz.talisman', { homepage: 'https://talisman.xyz' }, [
    POLKADOT,
    'eip155:1',
  ]),
  known(
    'subwallet',
    'SubWallet',
    'app.subwallet',
    { homepage: 'https://www.subwallet.app', mobile_link: 'subwallet://' },
    [POLKADOT, 'eip155:1'],
  ),
  known(
    'xverse',
    'Xverse',
    'com.xverse',
    { homepage: 'https://www.xverse.app', mobile_link: 'xverse://' },
    [BITCOIN],
  ),
  known('leather', 'Leather', 'io.leather', { homepage: 'https://leather.io' }, [BITCOIN]),
]

/** The generated wallets' names: an adjective and a noun. */
export const ADJECTIVES = [
  'Amber',
  'Basalt',
  'Cedar',
  'Cobalt',
  'Coral',
  'Crimson',
  'Dune',
  'Ember',
  'Fern',
  'Frost',
  'Garnet',
  'Granite',
  'Harbor',
  'Indigo',
  'Ivory',
  'Jade',
  'Juniper',
  'Lagoon',
  'Linen',
  'Maple',
  'Meadow',
  'Onyx',
  'Opal',
  'Pebble',
  'Quartz',
  'Saffron',
  'Slate',
  'Tidal',
  'Umber',
  'Willow',
]
export const NOUNS = [
  'Vault',
  'Purse',
  'Keyring',
  'Ledger',
  'Pocket',
  'Satchel',
  'Locker',
  'Coffer',
  'Pouch',
  'Chest',
  'Safe',
  'Wallet',
  'Bank',
  'Till',
  'Strongbox',
  'Depot',
  'Cache',
  'Haven',
  'Anchor',
  'Beacon',
  'Compass',
  'Harbor',
  'Lantern',
  'Portal',
  'Gate',
  'Bridge',
  'Key',
  'Seal',
  'Shield',
  'Signet',
  'Token',
  'Quill',
  'Atlas',
  'Orbit',
]
/** The generated wallets' chains, in turn. */
export const CHAIN_SETS = [
  [...EVM],
  [...EVM, SOLANA],
  [SOLANA],
  [...EVM, ...DEVNETS],
  [COSMOS, 'eip155:1'],
  [BITCOIN],
  [POLKADOT],
  ['eip155:1', 'eip155:8453'],
]
