/** FNV-1a, 32 bits: a stable number from a wallet's id. */
function hash(seed: string): number {
  let value = 0x811c9dc5
  for (let index = 0; index < seed.length; index++) {
    value ^= seed.charCodeAt(index)
    value = Math.imul(value, 0x01000193) >>> 0
  }
  return value
}

/**
 * The cells of a 5×5 mirrored pattern (`[column, row]`) drawn from `seed`: the same seed gives
 * the same cells; never an empty pattern.
 */
export function avatarCells(seed: string): Array<[number, number]> {
  const bits = hash(seed)
  const cells: Array<[number, number]> = []
  for (let index = 0; index < 15; index++) {
    if (!((bits >>> index) & 1)) continue
    const column = index % 3
    const row = Math.floor(index / 3)
    cells.push([column, row])
    if (column < 2) cells.push([4 - column, row])
  }
  return cells.length > 0 ? cells : [[2, 2]]
}

/**
 * A wallet without an image: a symmetric 5×5 pattern generated from its id, drawn in the
 * theme's accent (`currentColor`), so one wallet always has the same avatar. Decorative.
 */
export function GeneratedAvatar({ seed }: { seed: string }) {
  return (
    <svg
      viewBox="-1 -1 7 7"
      width="100%"
      height="100%"
      fill="currentColor"
      aria-hidden="true"
      data-generated-avatar={seed}
    >
      {avatarCells(seed).map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width="1" height="1" />
      ))}
    </svg>
  )
}
