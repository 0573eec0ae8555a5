// Marks of the Connect view's own entries, inline (nothing fetched) and tiny: they load with the
// Connect view. Drawn in `currentColor`, like the social marks (SocialIcon.tsx).

/** WalletConnect's mark: its arc over the zigzag, 24×24. Decorative (the entry names it). */
export function WalletConnectMark() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="60%"
      height="60%"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      data-mark="walletConnect"
    >
      <path d="M5.2 9.6a9.6 9.6 0 0 1 13.6 0M2.8 13.4l4.6 4.4 4.6-4.4 4.6 4.4 4.6-4.4" />
    </svg>
  )
}

/** The All Wallets entry's mark: a grid of four wallets. Decorative. */
export function AllWalletsMark() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="60%"
      height="60%"
      fill="currentColor"
      aria-hidden="true"
      data-mark="allWallets"
    >
      <rect x="3" y="3" width="8" height="8" rx="2.5" />
      <rect x="13" y="3" width="8" height="8" rx="2.5" />
      <rect x="3" y="13" width="8" height="8" rx="2.5" />
      <rect x="13" y="13" width="8" height="8" rx="2.5" />
    </svg>
  )
}
