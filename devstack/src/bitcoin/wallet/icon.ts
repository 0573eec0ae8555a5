import type { WalletIcon } from '@wallet-standard/base'

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="#f7931a"/><path d="M40 24v8h-8v32h8v8h6v-8h6c8 0 12-4 12-10 0-4-2-7-5-8 2-1 4-4 4-7 0-6-4-9-11-9h-2v-6h-6zm0 14h10c3 0 4 1 4 4s-1 4-4 4H40zm0 14h12c3 0 5 1 5 4s-2 4-5 4H40z" fill="#fff"/></svg>'

/** The Bitcoin test wallet's icon: a base64 SVG data URI, as Wallet Standard requires. */
export const BITCOIN_TEST_WALLET_ICON: WalletIcon = `data:image/svg+xml;base64,${btoa(svg)}`
