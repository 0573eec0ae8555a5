import type { HttpClient } from '../api/createHttpClient.js'
import { getImageUrl } from '../api/getImage.js'
import type { DirectoryWallet } from '../api/types.js'
import type { DirectoryWalletWithImage } from '../rules/walletDirectoryList.js'

/** Directory wallets with the URL their image loads from (`/getWalletImage/{image_id}`). */
export function withWalletImages(
  http: HttpClient,
  wallets: readonly DirectoryWallet[],
): DirectoryWalletWithImage[] {
  return wallets.map((wallet) =>
    wallet.image_id
      ? { ...wallet, image_url: getImageUrl(http, { kind: 'wallet', id: wallet.image_id }) }
      : { ...wallet, image_url: undefined },
  )
}
