import { createHash } from 'node:crypto'
import {
  DEVSTACK_CHAIN_A_ID,
  DEVSTACK_CHAIN_B_ID,
  TEST_WALLET_NAME,
  TEST_WALLET_RDNS,
} from '../config.js'

/** A wallet of the directory, as `/getWallets` returns it. */
export type DirectoryWallet = {
  id: string
  name: string
  image_id: string
  rdns: string | null
  homepage: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  chains: string[]
  badge_type: 'certified' | 'none'
  order: number
}

const EVM = ['eip155:1', 'eip155:10', 'eip155:56', 'eip155:137', 'eip155:8453', 'eip155:42161']
const DEVNETS = [`eip155:${DEVSTACK_CHAIN_A_ID}`, `eip155:${DEVSTACK_CHAIN_B_ID}`]
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const COSMOS = 'cosmos:cosmoshub-4'
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'

/** Synthetic, stable 64-hex ids (the devstack does not reuse any provider's ids). */
const hexId = (kind: string, slug: string) =>
  createHash('sha256').update(`foyer-devstack:${kind}:${slug}`).digest('hex')

type Known = Omit<DirectoryWallet, 'id' | 'image_id' | 'order' | 'badge_type'> & { slug: string }

const known = (
  slug: string,
  name: string,
  rdns: string | null,
  links: Partial<
    Pick<
      DirectoryWallet,
      | 'homepage'
      | 'mobile_link'
      | 'desktop_link'
      | 'webapp_link'
      | 'app_store'
      | 'play_store'
      | 'chrome_store'
    >
  >,
  chains: string[],
): Known => ({
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
const KNOWN_WALLETS: Known[] = [
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

const ADJECTIVES = [
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
const NOUNS = [
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
const CHAIN_SETS = [
  [...EVM],
  [...EVM, SOLANA],
  [SOLANA],
  [...EVM, ...DEVNETS],
  [COSMOS, 'eip155:1'],
  [BITCOIN],
  [POLKADOT],
  ['eip155:1', 'eip155:8453'],
]

/** Number of wallets in the directory (well-known + generated). */
export const DIRECTORY_SIZE = 1024

function buildDirectory(): DirectoryWallet[] {
  const wallets: DirectoryWallet[] = KNOWN_WALLETS.map(({ slug, ...wallet }, index) => ({
    ...wallet,
    id: hexId('wallet', slug),
    image_id: hexId('image', slug),
    badge_type: 'certified',
    order: index + 1,
  }))
  for (let index = 0; wallets.length < DIRECTORY_SIZE; index++) {
    const name = `${ADJECTIVES[index % ADJECTIVES.length]} ${NOUNS[Math.floor(index / ADJECTIVES.length) % NOUNS.length]}`
    const slug = `generated-${String(index + 1).padStart(4, '0')}`
    const host = name.toLowerCase().replace(/\s+/g, '')
    wallets.push({
      id: hexId('wallet', slug),
      name,
      image_id: hexId('image', slug),
      rdns: `dev.foyer.generated.${host}`,
      homepage: `http://127.0.0.1:8787/wallets/${slug}`,
      mobile_link: index % 3 === 0 ? null : `${host}://`,
      desktop_link: index % 5 === 0 ? `${host}://` : null,
      webapp_link: index % 4 === 0 ? `http://127.0.0.1:8787/wallets/${slug}/app` : null,
      app_store: null,
      play_store: null,
      chrome_store: null,
      chains: CHAIN_SETS[index % CHAIN_SETS.length]!,
      badge_type: index % 7 === 0 ? 'certified' : 'none',
      order: wallets.length + 1,
    })
  }
  return wallets
}

let directory: DirectoryWallet[] | undefined
/** The bundled directory: well-known wallets first, then generated ones, {@link DIRECTORY_SIZE} in all. */
export const walletDirectory = (): readonly DirectoryWallet[] => {
  directory ??= buildDirectory()
  return directory
}

/** Wallet or image name for an image id (for the generated image). */
export function walletNameForImage(imageId: string): string | undefined {
  return walletDirectory().find((wallet) => wallet.image_id === imageId)?.name
}

export type WalletQuery = {
  page?: number
  entries?: number
  include?: string[]
  exclude?: string[]
  search?: string
  badge_type?: string
  chains?: string[]
}

/** Filters and pages the directory the way `/getWallets` does. */
export function queryWallets(query: WalletQuery): { count: number; data: DirectoryWallet[] } {
  const page = Math.max(1, query.page ?? 1)
  const entries = Math.min(Math.max(1, query.entries ?? 40), 1000)
  const search = query.search?.trim().toLowerCase()
  let wallets = walletDirectory().slice()
  if (query.include?.length) {
    const include = new Set(query.include)
    wallets = wallets.filter((wallet) => include.has(wallet.id))
  }
  if (query.exclude?.length) {
    const exclude = new Set(query.exclude)
    wallets = wallets.filter((wallet) => !exclude.has(wallet.id))
  }
  if (search) wallets = wallets.filter((wallet) => wallet.name.toLowerCase().includes(search))
  if (query.badge_type) wallets = wallets.filter((wallet) => wallet.badge_type === query.badge_type)
  if (query.chains?.length) {
    const chains = new Set(query.chains)
    wallets = wallets.filter((wallet) => wallet.chains.some((chain) => chains.has(chain)))
  }
  return { count: wallets.length, data: wallets.slice((page - 1) * entries, page * entries) }
}
