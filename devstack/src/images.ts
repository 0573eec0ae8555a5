import { createHash } from 'node:crypto'

const PALETTE = [
  '#1f6f5c',
  '#3b5ba5',
  '#a5473b',
  '#7a4fa0',
  '#b07d1e',
  '#2f7f9b',
  '#5c6f1f',
  '#9b2f6a',
]

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)

/** Two-letter monogram of a label ("Foyer Test Wallet" → "FT"). */
export function monogram(label: string): string {
  const words = label
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
  const letters =
    words.length >= 2 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? '?').slice(0, 2)
  return letters.toUpperCase()
}

/**
 * A deterministic square SVG for `key`, showing `label`'s monogram: the devstack's stand-in for
 * every remote image (wallets, assets, currencies, tokens, NFTs), so nothing leaves loopback.
 */
export function generateImage(key: string, label = key, size = 128): string {
  const digest = createHash('sha256').update(key).digest()
  const background = PALETTE[digest[0]! % PALETTE.length]
  const accent = PALETTE[digest[1]! % PALETTE.length]
  const text = escapeXml(monogram(label))
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 128 128">` +
    `<rect width="128" height="128" rx="28" fill="${background}"/>` +
    `<circle cx="104" cy="24" r="14" fill="${accent}"/>` +
    `<text x="64" y="78" font-family="system-ui,sans-serif" font-size="44" font-weight="700" ` +
    `text-anchor="middle" fill="#f4f1e8">${text}</text></svg>`
  )
}
