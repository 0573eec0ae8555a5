import { forwardRef, type HTMLAttributes, useCallback, useMemo, useRef } from 'react'
import { useControllableState } from '../utils/useControllableState.js'
import { OTPInputContext, type OTPInputContextValue } from './OTPInputContext.js'

const digit = /^[0-9]$/

function defaultGetLabel(index: number, length: number): string {
  return `Character ${index + 1} of ${length}`
}

export type OTPInputRootProps = Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue'> & {
  /**
   * Number of characters, one `OTPInput.Input` each.
   * @default 6
   */
  length?: number | undefined
  /**
   * The code typed so far (controlled). Always a prefix: boxes fill from the left.
   * @default undefined
   */
  value?: string | undefined
  /**
   * The code at first when uncontrolled.
   * @default ''
   */
  defaultValue?: string | undefined
  /**
   * Called on every change of the code.
   * @default undefined
   */
  onValueChange?: ((value: string) => void) | undefined
  /**
   * Called with the code when the last box is filled (typing, paste or autofill).
   * @default undefined
   */
  onComplete?: ((code: string) => void) | undefined
  /**
   * Which single characters are accepted; anything else is ignored.
   * @default /^[0-9]$/
   */
  pattern?: RegExp | undefined
  /**
   * The on-screen keyboard to ask for.
   * @default 'numeric'
   */
  inputMode?: 'numeric' | 'text' | undefined
  /**
   * Disable every box.
   * @default false
   */
  disabled?: boolean | undefined
  /**
   * Each box's accessible name; an `aria-label` on an `OTPInput.Input` wins.
   * @default (index, length) => `Character ${index + 1} of ${length}`
   */
  getLabel?: ((index: number, length: number) => string) | undefined
}

/**
 * A `<div role="group">` (give it an `aria-label`, such as "Verification code") holding one
 * `OTPInput.Input` per character. Typing fills a box and moves on, Backspace clears and moves
 * back, a paste or an autofilled code (`autocomplete="one-time-code"`) fills every box.
 *
 * - `[data-state="complete"]` / `[data-state="incomplete"]`: whether every box is filled.
 * - `[data-disabled]`: present when `disabled`.
 */
export const OTPInputRoot = forwardRef<HTMLDivElement, OTPInputRootProps>(
  function OTPInputRoot(props, ref) {
    const {
      length = 6,
      value: valueProp,
      defaultValue = '',
      onValueChange,
      onComplete,
      pattern = digit,
      inputMode = 'numeric',
      disabled = false,
      getLabel = defaultGetLabel,
      ...rest
    } = props
    const [value, setValue] = useControllableState<string, []>({
      prop: valueProp,
      defaultProp: defaultValue,
      onChange: onValueChange,
    })
    const inputs = useRef<Array<HTMLInputElement | null>>([])
    const latestValue = useRef(value)
    latestValue.current = value
    const onCompleteRef = useRef(onComplete)
    onCompleteRef.current = onComplete

    const filter = useCallback(
      (text: string) =>
        Array.from(text)
          .filter((character) => pattern.test(character))
          .join(''),
      [pattern],
    )
    const focusBox = useCallback(
      (index: number) => {
        const input = inputs.current[Math.max(0, Math.min(index, length - 1))]
        input?.focus()
        input?.select()
      },
      [length],
    )
    const commit = useCallback(
      (next: string, focusIndex: number) => {
        if (next !== value) {
          latestValue.current = next
          setValue(next)
          if (next.length === length) onCompleteRef.current?.(next)
        }
        focusBox(focusIndex)
      },
      [value, length, setValue, focusBox],
    )
    const insert = useCallback(
      (index: number, text: string) => {
        // A code as long as the whole input replaces it, wherever it was pasted.
        const start = text.length >= length ? 0 : Math.min(index, value.length)
        const next = (value.slice(0, start) + text + value.slice(start + text.length)).slice(
          0,
          length,
        )
        commit(next, start + text.length)
      },
      [value, length, commit],
    )
    const remove = useCallback(
      (index: number, focusIndex: number) => {
        if (index < 0 || index >= value.length) return focusBox(focusIndex)
        commit(value.slice(0, index) + value.slice(index + 1), focusIndex)
      },
      [value, commit, focusBox],
    )

    const context = useMemo<OTPInputContextValue>(
      () => ({
        value,
        latestValue,
        length,
        disabled,
        inputMode,
        getLabel,
        inputs,
        filter,
        insert,
        remove,
        focusBox,
      }),
      [value, length, disabled, inputMode, getLabel, filter, insert, remove, focusBox],
    )
    return (
      <OTPInputContext.Provider value={context}>
        {/* A <fieldset> would bring the browser's border, padding and legend rules along. */}
        {/* biome-ignore lint/a11y/useSemanticElements: see above */}
        <div
          role="group"
          data-state={value.length === length ? 'complete' : 'incomplete'}
          data-disabled={disabled ? '' : undefined}
          {...rest}
          ref={ref}
        />
      </OTPInputContext.Provider>
    )
  },
)
