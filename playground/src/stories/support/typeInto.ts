import { useEffect } from 'react'

/**
 * Types `text` into the first element matching `selector` once it shows, as a visitor does: the
 * native value setter and an `input` event, which React's controlled inputs listen to. With
 * `submit`, the field's form is then submitted, as Enter would. For a state that only typing
 * reaches (a search with no result, a name being checked). Returns what stops the wait.
 */
export function typeInto(selector: string, text: string, { submit = false } = {}): () => void {
  const type = () => {
    const input = document.querySelector<HTMLInputElement>(selector)
    if (!input) return false
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    setter?.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
    if (submit) input.form?.requestSubmit()
    return true
  }
  if (type()) return () => {}
  const observer = new MutationObserver(() => {
    if (type()) observer.disconnect()
  })
  observer.observe(document.body, { childList: true, subtree: true })
  return () => observer.disconnect()
}

/** {@link typeInto} as an element of a story: types once the story has rendered it. */
export function TypeInto({
  selector,
  value,
  submit = false,
}: {
  selector: string
  value: string
  submit?: boolean
}) {
  useEffect(() => typeInto(selector, value, { submit }), [selector, value, submit])
  return null
}
