const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * The bytes of a `0x` hex string in base58 (Bitcoin's alphabet, the one Solana uses): how a
 * Solana sign-in's ed25519 signature travels (SIWS). Small on purpose: the sign-in action
 * loads it without any Solana library.
 */
export function hexToBase58(hex: `0x${string}`): string {
  const body = hex.slice(2)
  const bytes = new Uint8Array(body.length >> 1)
  for (let index = 0; index < bytes.length; index++)
    bytes[index] = Number.parseInt(body.slice(index * 2, index * 2 + 2), 16)
  /** Base58 digits, least significant first. */
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let index = 0; index < digits.length; index++) {
      carry += (digits[index] as number) * 256
      digits[index] = carry % 58
      carry = Math.floor(carry / 58)
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = Math.floor(carry / 58)
    }
  }
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  return (
    '1'.repeat(zeros) +
    digits
      .reverse()
      .map((digit) => alphabet[digit])
      .join('')
  )
}
