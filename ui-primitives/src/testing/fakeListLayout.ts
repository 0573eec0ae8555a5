/**
 * jsdom has no layout. Give it just enough for a virtual list: a listbox (or list) `view` px
 * tall whose options (or list items) are `row` px tall, a scrollHeight from its spacers and
 * rows, and a scrollTop that `scrollTo` moves (firing `scroll` just after, as browsers do).
 * Returns the function that restores jsdom.
 */
export function fakeListLayout(view: number, row: number): () => void {
  const scrollTops = new WeakMap<Element, number>()
  const isList = (element: Element) => /^(listbox|list)$/.test(element.getAttribute('role') ?? '')
  const isRow = (element: Element) => /^(option|listitem)$/.test(element.getAttribute('role') ?? '')
  const saved = {
    clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
    offsetHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight'),
    scrollHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight'),
    scrollTop: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop'),
    scrollTo: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTo'),
  }
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return isList(this) ? view : 0
    },
  })
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return isRow(this) ? row : 0
    },
  })
  Object.defineProperty(Element.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      if (!isList(this)) return 0
      const children = Array.from(this.children) as HTMLElement[]
      const spaced = children
        .filter((child) => child.hasAttribute('data-listbox-spacer'))
        .reduce((sum, spacer) => sum + (Number.parseFloat(spacer.style.height) || 0), 0)
      return spaced + children.filter(isRow).length * row
    },
  })
  Object.defineProperty(Element.prototype, 'scrollTop', {
    configurable: true,
    get(this: Element) {
      return scrollTops.get(this) ?? 0
    },
    set(this: Element, top: number) {
      scrollTops.set(this, top)
    },
  })
  Object.defineProperty(Element.prototype, 'scrollTo', {
    configurable: true,
    value(this: Element, options: ScrollToOptions) {
      scrollTops.set(this, options.top ?? 0)
      queueMicrotask(() => this.dispatchEvent(new Event('scroll')))
    },
  })
  return () => {
    for (const [name, descriptor] of Object.entries(saved)) {
      const target = name === 'clientHeight' || name === 'offsetHeight' ? HTMLElement : Element
      if (descriptor) Object.defineProperty(target.prototype, name, descriptor)
      else delete (target.prototype as unknown as Record<string, unknown>)[name]
    }
  }
}
