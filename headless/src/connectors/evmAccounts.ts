import { getAddress, isAddress } from 'viem'

/**
 * The accounts an EVM wallet reported, checked and checksummed (EIP-55) with viem. Entries that
 * are not addresses are dropped: a wallet's bug must not reach the UI. Loaded on first use, so
 * viem is not part of a host's first load.
 */
export function toEvmAccounts(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  return value
    .filter(
      (item): item is string => typeof item === 'string' && isAddress(item, { strict: false }),
    )
    .map((item) => getAddress(item))
}
