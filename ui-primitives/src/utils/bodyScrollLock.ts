let locks = 0
let restore: (() => void) | undefined

/**
 * The width of the page's vertical scrollbar, read before a layer's elements are added (the
 * layout is then clean, so the read costs nothing); 0 without a DOM or with overlay scrollbars.
 */
export function measureScrollbarWidth(): number {
  if (typeof window === 'undefined') return 0
  const { clientWidth } = document.documentElement
  // No layout (jsdom) reports 0 wide: no scrollbar to make up for.
  return clientWidth > 0 ? Math.max(0, window.innerWidth - clientWidth) : 0
}

/**
 * Stops the page from scrolling behind a layer: `overflow: hidden` on `<body>`, and as much
 * right padding as the scrollbar took, so the page does not shift. Layers stack; the page
 * scrolls again when the last one unlocks. Answers the unlock, which runs once.
 */
export function lockBodyScroll(scrollbarWidth: number): () => void {
  if (locks++ === 0) {
    const { style } = document.body
    const { overflow, paddingRight } = style
    if (scrollbarWidth > 0) {
      const padding = Number.parseFloat(getComputedStyle(document.body).paddingRight) || 0
      style.paddingRight = `${padding + scrollbarWidth}px`
    }
    style.overflow = 'hidden'
    restore = () => {
      style.overflow = overflow
      style.paddingRight = paddingRight
    }
  }
  let unlocked = false
  return () => {
    if (unlocked) return
    unlocked = true
    if (--locks === 0) restore?.()
  }
}
