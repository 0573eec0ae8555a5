/** An EIP-1193 provider, as browser wallets expose it. */
export type Eip1193Provider = {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...arguments_: unknown[]) => void): void
  removeListener?(event: string, listener: (...arguments_: unknown[]) => void): void
}

/** An eip155 chain id as wallets send it (hex string, sometimes a number); undefined if not one. */
export function parseEvmChainId(value: unknown): number | undefined {
  const chainId =
    typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value)
      ? Number.parseInt(value, 16)
      : typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))
        ? Number(value)
        : Number.NaN
  return Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined
}
