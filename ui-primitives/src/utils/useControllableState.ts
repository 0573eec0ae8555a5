import { useCallback, useRef, useState } from 'react'

export type UseControllableStateParameters<value, details extends unknown[]> = {
  /** The controlled value; `undefined` means uncontrolled. */
  prop: value | undefined
  /** The initial value when uncontrolled. */
  defaultProp: value
  /** Called on every requested change, controlled or not. */
  onChange?: ((value: value, ...details: details) => void) | undefined
}

export type UseControllableStateReturnType<value, details extends unknown[]> = readonly [
  value,
  (next: value, ...details: details) => void,
]

/**
 * State that is either controlled (`prop` given) or owned here (`defaultProp`), reporting each
 * requested change through `onChange` with any extra details (such as a reason).
 */
export function useControllableState<value, details extends unknown[] = []>(
  parameters: UseControllableStateParameters<value, details>,
): UseControllableStateReturnType<value, details> {
  const { prop, defaultProp, onChange } = parameters
  const [uncontrolled, setUncontrolled] = useState(defaultProp)
  const isControlled = prop !== undefined
  const value = isControlled ? prop : uncontrolled
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  const valueRef = useRef(value)
  valueRef.current = value

  const setValue = useCallback(
    (next: value, ...details: details) => {
      if (Object.is(next, valueRef.current)) return
      if (!isControlled) {
        setUncontrolled(next)
        // Two requests in one event (before a re-render) must see the first one.
        valueRef.current = next
      }
      onChangeRef.current?.(next, ...details)
    },
    [isControlled],
  )
  return [value, setValue] as const
}
