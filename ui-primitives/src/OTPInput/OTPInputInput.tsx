import {
  type ChangeEvent,
  type ClipboardEvent,
  forwardRef,
  type InputHTMLAttributes,
  type KeyboardEvent,
  useCallback,
} from 'react'
import { composeEventHandlers } from '../utils/composeEventHandlers.js'
import { useMergedRef } from '../utils/useMergedRef.js'
import { useOTPInputContext } from './OTPInputContext.js'

export type OTPInputInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue'
> & {
  /** Which character (0-based) this box holds. */
  index: number
}

/**
 * One `<input>` holding one character, named "Character 2 of 6" (or the root's `getLabel`).
 * Focus skips ahead of the first empty box; arrows move between filled boxes.
 *
 * - `[data-state="filled"]` / `[data-state="empty"]`: whether it holds a character.
 */
export const OTPInputInput = forwardRef<HTMLInputElement, OTPInputInputProps>(
  function OTPInputInput(props, forwardedRef) {
    const { index, onChange, onKeyDown, onPaste, onFocus, disabled, ...rest } = props
    const context = useOTPInputContext('Input')
    const { value, length, inputs } = context
    const register = useCallback(
      (node: HTMLInputElement | null) => {
        inputs.current[index] = node
      },
      [inputs, index],
    )
    const ref = useMergedRef<HTMLInputElement>(register, forwardedRef)
    const character = value[index] ?? ''

    const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
      const raw = event.currentTarget.value
      if (raw === '') return context.remove(index, index)
      // Typing into a box that already holds a character leaves both in the field.
      let typed = raw
      if (character && raw.length > 1) {
        if (raw.startsWith(character)) typed = raw.slice(character.length)
        else if (raw.endsWith(character)) typed = raw.slice(0, -character.length)
      }
      const accepted = context.filter(typed)
      if (accepted) context.insert(index, accepted)
    }

    const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Backspace') {
        event.preventDefault()
        if (character) context.remove(index, index)
        else context.remove(index - 1, index - 1)
      } else if (event.key === 'Delete') {
        event.preventDefault()
        context.remove(index, index)
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault()
        context.focusBox(index - 1)
      } else if (event.key === 'ArrowRight') {
        event.preventDefault()
        context.focusBox(Math.min(index + 1, value.length))
      }
    }

    const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
      event.preventDefault()
      const accepted = context.filter(event.clipboardData.getData('text'))
      if (accepted) context.insert(index, accepted)
    }

    return (
      <input
        type="text"
        inputMode={context.inputMode}
        autoComplete={index === 0 ? 'one-time-code' : 'off'}
        aria-label={context.getLabel(index, length)}
        data-state={character ? 'filled' : 'empty'}
        disabled={disabled ?? context.disabled}
        {...rest}
        ref={ref}
        value={character}
        onChange={composeEventHandlers(onChange, handleChange)}
        onKeyDown={composeEventHandlers(onKeyDown, handleKeyDown)}
        onPaste={composeEventHandlers(onPaste, handlePaste)}
        onFocus={composeEventHandlers(onFocus, (event) => {
          // Boxes fill from the left: focus lands on the first empty one at the latest.
          const filled = context.latestValue.current.length
          if (index > filled) context.focusBox(filled)
          else event.currentTarget.select()
        })}
      />
    )
  },
)
