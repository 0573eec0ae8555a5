import type { ProviderApi } from './providerApi.js'

/**
 * A recorded wallet directory for stories (the shape `/getWallets` answers, SPEC §7): a few
 * well-formed entries with links, named like the devstack's generated wallets. No `image_id`:
 * an entry without one gets the modal's generated avatar, so no image is fetched.
 */
export type StoryDirectoryWallet = {
  id: string
  name: string
  rdns: string
  homepage: string
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  chains: string[]
  badge_type: 'certified' | 'none'
}

const adjectives = ['Amber', 'Brisk', 'Cobalt', 'Dapper', 'Ember', 'Frost', 'Golden', 'Harbor']
const nouns = ['Vault', 'Pocket', 'Keys', 'Purse', 'Ledger', 'Safe']

/** `count` directory wallets; every third has no phone app, every fifth a desktop app. */
export function storyDirectory(count: number): StoryDirectoryWallet[] {
  return Array.from({ length: count }, (_, index) => {
    const name = `${adjectives[index % adjectives.length]} ${nouns[Math.floor(index / adjectives.length) % nouns.length]}`
    const host = `${name.toLowerCase().replace(/\s+/g, '')}${index}`
    return {
      id: `story-wallet-${String(index + 1).padStart(3, '0')}`,
      name,
      rdns: `dev.foyer.story.${host}`,
      homepage: `http://127.0.0.1:9/wallets/${host}`,
      mobile_link: index % 3 === 0 ? null : `${host}://`,
      desktop_link: index % 5 === 0 ? `${host}://` : null,
      webapp_link: null,
      chains: ['eip155:31337', 'eip155:31338'],
      badge_type: index % 7 === 0 ? 'certified' : 'none',
    }
  })
}

/**
 * The provider API answering `/getWallets` from `wallets` as the real one does: pages of
 * `entries`, a name search, `include`/`exclude` id lists, and the total count.
 */
export function directoryApi(wallets: readonly StoryDirectoryWallet[]): ProviderApi {
  return (path, query) => {
    if (path !== '/getWallets') return undefined
    const page = Number(query.get('page') ?? 1)
    const entries = Number(query.get('entries') ?? 40)
    const search = query.get('search')?.toLowerCase()
    const include = query.get('include')?.split(',')
    const exclude = query.get('exclude')?.split(',') ?? []
    const matching = wallets.filter(
      (wallet) =>
        (!search || wallet.name.toLowerCase().includes(search)) &&
        (!include || include.includes(wallet.id)) &&
        !exclude.includes(wallet.id),
    )
    return { data: matching.slice((page - 1) * entries, page * entries), count: matching.length }
  }
}
