import { displayMessage } from '@foyer/headless'
import { useNfts } from '@foyer/headless/react'
import { Skeleton } from '../../components/Skeleton.js'
import { muted } from '../../components/shared.css.js'
import { nftCard, nftGrid, nftImage, state } from './AccountTabs.css.js'
import { symbol } from './TokenList.css.js'

/** The NFTs tab: the account's NFTs (image, name, collection). `data-state` is the query's status. */
export function NftList() {
  const nfts = useNfts()
  if (!nfts.isEnabled) {
    return <p className={`${muted} ${state}`}>NFTs need the provider's blockchain API.</p>
  }
  return (
    <div data-state={nfts.status} data-testid="nft-list">
      {nfts.status === 'pending' && <Skeleton label="Loading NFTs" shape="cards" />}
      {nfts.status === 'error' && (
        <p className={`${muted} ${state}`} role="status">
          {displayMessage(nfts.error)}
        </p>
      )}
      {nfts.status === 'success' && nfts.data.length === 0 && (
        <p className={`${muted} ${state}`}>No NFTs yet.</p>
      )}
      {nfts.status === 'success' && nfts.data.length > 0 && (
        <ul className={nftGrid} aria-label="NFTs">
          {nfts.data.map((nft) => (
            <li key={`${nft.chainId}:${nft.contract}:${nft.tokenId}`} className={nftCard}>
              <img className={nftImage} src={nft.imageUrl} alt="" />
              <span>{nft.name}</span>
              <span className={symbol}>{nft.collection.name}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
