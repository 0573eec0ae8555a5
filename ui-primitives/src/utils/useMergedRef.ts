import { type MutableRefObject, type Ref, type RefCallback, useMemo } from 'react'

/** One callback ref that feeds both given refs (object or callback); `null` when neither is given. */
export function useMergedRef<instance>(
  ours: Ref<instance> | undefined,
  theirs: Ref<instance> | undefined,
): RefCallback<instance> | null {
  return useMemo(() => {
    if (ours == null && theirs == null) return null
    return (value: instance | null) => {
      for (const ref of [ours, theirs]) {
        if (typeof ref === 'function') ref(value)
        else if (ref) (ref as MutableRefObject<instance | null>).current = value
      }
    }
  }, [ours, theirs])
}
