import { createHash } from 'node:crypto'
import { ADJECTIVES, CHAIN_SETS, KNOWN_WALLETS, type KnownWallet, NOUNS } from './directoryData.js'

/** A wallet of the directory, as `/getWallets` returns it. */
export type DirectoryWallet = Omit<KnownWallet, 'slug'> & {
  id: string
  image_id: string
  badge_type: 'certified' | 'none'
  order: number
}

/** Synthetic, stable 64-hex ids (the devstack does not reuse any provider's ids). */
const hexId = (kind: string, slug: string) =>
  createHash('sha256').update(`foyer-devstack:${kind}:${slug}`).digest('hex')

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
