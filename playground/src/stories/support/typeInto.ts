/**
 * Types `text` into the first element matching `selector` once it shows, as a visitor does (the
 * native value setter and an `input` event, which React's controlled inputs listen to). For a
 * state that only typing reaches, e.g. a search with no result. Gives up after 5 s.
 */
export function typeInto(selector: string, text: string): void {
  const started = Date.now()
  const attempt = () => {
    const input = document.querySelector<HTMLInputElement>(selector)
    if (!input) {
      if (Date.now() - started < 5_000) requestAnimationFrame(attempt)
      return
    }
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    setter?.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  }
  attempt()
}
