import { useMergeRefs } from '@floating-ui/react'
import type { Ref, RefCallback } from 'react'

/** One callback ref that feeds every given ref (object or callback). */
export function useMergedRef<instance>(
  ...refs: Array<Ref<instance> | undefined>
): RefCallback<instance> | null {
  return useMergeRefs(refs)
}
