/** What {@link addressExplorerUrl} reads of a network: its block explorers. */
export type ExplorerNetwork = { blockExplorers?: { default?: { url: string } } | undefined }

/**
 * The page of an address on the network's block explorer (SPEC §3 account state
 * `addressExplorerUrl`): `<explorer>/address/<address>`; undefined when the network names no
 * explorer.
 */
export function addressExplorerUrl(
  network: ExplorerNetwork | null | undefined,
  address: string | undefined,
): string | undefined {
  const base = network?.blockExplorers?.default?.url
  if (!base || !address) return undefined
  return `${base.replace(/\/+$/, '')}/address/${address}`
}
