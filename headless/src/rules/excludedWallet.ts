/**
 * Whether a wallet or connector is excluded (SPEC-NOTES): its id or rdns is in the list, or
 * its name matches an entry case-insensitively.
 */
export function isExcludedWallet(
  wallet: { id?: string | undefined; rdns?: string | null | undefined; name: string },
  excludeWalletIds: readonly string[],
): boolean {
  const name = wallet.name.toLowerCase()
  return excludeWalletIds.some(
    (entry) =>
      entry === wallet.id ||
      (wallet.rdns ? entry === wallet.rdns : false) ||
      entry.toLowerCase() === name,
  )
}
