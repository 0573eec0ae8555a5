import { useId, useMemo, useState } from 'react'
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect.js'

export type UseLabelIdsReturnType = {
  /** The id of the rendered Title, for the content's `aria-labelledby`. */
  titleId: string | undefined
  setTitleId: (id: string | undefined) => void
  /** The id of the rendered Description, for the content's `aria-describedby`. */
  descriptionId: string | undefined
  setDescriptionId: (id: string | undefined) => void
}

/** Where a Dialog's or Popover's Title and Description register their ids while rendered. */
export function useLabelIds(): UseLabelIdsReturnType {
  const [titleId, setTitleId] = useState<string | undefined>()
  const [descriptionId, setDescriptionId] = useState<string | undefined>()
  return useMemo(
    () => ({ titleId, setTitleId, descriptionId, setDescriptionId }),
    [titleId, descriptionId],
  )
}

/**
 * A Title's or Description's id (its own `id`, else a generated one), registered with the
 * root while rendered so the content's `aria-labelledby` / `aria-describedby` point at it.
 */
export function useRegisteredId(
  idProp: string | undefined,
  register: (id: string | undefined) => void,
): string {
  const generatedId = useId()
  const id = idProp ?? generatedId
  useIsomorphicLayoutEffect(() => {
    register(id)
    return () => register(undefined)
  }, [id, register])
  return id
}
