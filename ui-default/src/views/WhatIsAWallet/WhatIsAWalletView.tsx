import { useModal } from '@foyer/headless/react'
import { accentButton, muted, stack } from '../../components/shared.css.js'
import { mark, point, points, pointTitle } from './WhatIsAWalletView.css.js'

const help = [
  {
    key: 'login',
    title: 'One login for all of web3',
    text: 'Log in to any app by connecting your wallet. Say goodbye to countless passwords!',
  },
  {
    key: 'assets',
    title: 'A home for your digital assets',
    text: 'A wallet lets you store, send and receive digital assets like tokens and NFTs.',
  },
  {
    key: 'gateway',
    title: 'Your gateway to a new web',
    text: 'With your wallet, you can explore and interact with apps that run on blockchains.',
  },
] as const

/**
 * "What is a wallet?": the help reached from the Connect view, three short points and "Get a
 * wallet", which opens All Wallets (installed wallets first, then the directory).
 */
export function WhatIsAWalletView() {
  const { router } = useModal()
  return (
    <div className={stack} data-testid="what-is-a-wallet">
      <ul className={points}>
        {help.map((item, index) => (
          <li key={item.key} className={point}>
            <span className={mark} aria-hidden="true">
              {index + 1}
            </span>
            <span>
              <span className={pointTitle}>{item.title}</span>
              <p className={muted}>{item.text}</p>
            </span>
          </li>
        ))}
      </ul>
      <button type="button" className={accentButton} onClick={() => router.push('AllWallets')}>
        Get a wallet
      </button>
    </div>
  )
}

export default WhatIsAWalletView
