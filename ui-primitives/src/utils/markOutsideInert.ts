/** How many open layers made each element inert; elements inert before any layer are left be. */
const inertCounts = new WeakMap<Element, number>()
const inertBefore = new WeakSet<Element>()

/**
 * Makes everything in the document outside `keep` inert (no focus, no pointer, hidden from
 * assistive technology), the way a modal dialog should leave the page behind it. Only the
 * siblings along the path from `<body>` to each kept element are marked, not their
 * descendants. Live regions (`[aria-live]`, `role="status"`, `<output>`) stay, so
 * announcements and toasts are heard, as do scripts. Open layers stack: each marks what is
 * outside itself, and an element becomes usable again when the last layer that marked it
 * closes. Answers the function that undoes this layer's marks.
 */
export function markOutsideInert(keep: readonly Element[]): () => void {
  const document = keep[0]?.ownerDocument
  if (!document) return () => {}
  const stops = new Set<Element>([
    ...keep,
    ...document.body.querySelectorAll('[aria-live],[role="status"],output'),
  ])
  const onPath = new Set<Element>()
  for (const element of stops) {
    for (let node: Element | null = element; node && !onPath.has(node); node = node.parentElement)
      onPath.add(node)
  }
  const marked: Element[] = []
  const visit = (parent: Element) => {
    for (const child of parent.children) {
      if (stops.has(child) || child.localName === 'script') continue
      if (onPath.has(child)) {
        visit(child)
        continue
      }
      const count = inertCounts.get(child) ?? 0
      if (count === 0 && child.hasAttribute('inert')) inertBefore.add(child)
      inertCounts.set(child, count + 1)
      child.setAttribute('inert', '')
      marked.push(child)
    }
  }
  visit(document.body)
  return () => {
    for (const element of marked) {
      const count = (inertCounts.get(element) ?? 1) - 1
      inertCounts.set(element, count)
      if (count > 0) continue
      if (inertBefore.has(element)) inertBefore.delete(element)
      else element.removeAttribute('inert')
    }
  }
}
