/** The minimum an event needs for {@link composeEventHandlers}: React and DOM events both fit. */
export type ComposableEvent = { readonly defaultPrevented: boolean }

export type ComposeEventHandlersOptions = {
  /**
   * Skip our handler when the consumer's handler called `event.preventDefault()`.
   * @default true
   */
  checkForDefaultPrevented?: boolean
}

/**
 * Joins a consumer's event handler and a part's own handler. The consumer's runs first; ours is
 * skipped when the consumer called `event.preventDefault()` (unless
 * `checkForDefaultPrevented` is `false`).
 */
export function composeEventHandlers<event extends ComposableEvent>(
  theirs: ((event: event) => void) | undefined,
  ours: ((event: event) => void) | undefined,
  options: ComposeEventHandlersOptions = {},
): (event: event) => void {
  const { checkForDefaultPrevented = true } = options
  return (event) => {
    theirs?.(event)
    if (checkForDefaultPrevented && event.defaultPrevented) return
    ours?.(event)
  }
}
