import type { WalletIcon } from '@wallet-standard/base'

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="#16241f"/><path d="M26 62h36l8-8H34zm0-14h36l8-8H34zm8-22h36l-8 8H26z" fill="#f2b134"/></svg>'

/** The Solana test wallet's icon: a base64 SVG data URI, as Wallet Standard requires. */
export const SOLANA_TEST_WALLET_ICON: WalletIcon = `data:image/svg+xml;base64,${btoa(svg)}`
