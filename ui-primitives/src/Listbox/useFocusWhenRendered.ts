import { type RefObject, useCallback, useEffect, useRef } from 'react'

/**
 * Moves DOM focus to a row once it is rendered (a virtual list renders it only after scrolling
 * there): the row itself when it has a `tabindex`, else the first element inside it that has
 * one. Rows are the root's children carrying `data-index`.
 */
export function useFocusWhenRendered(rootRef: RefObject<HTMLElement | null>) {
  const request = useRef<number | null>(null)
  useEffect(() => {
    const index = request.current
    if (index === null) return
    const row = rootRef.current?.querySelector<HTMLElement>(`:scope > [data-index="${index}"]`)
    const target = row?.matches('[tabindex]') ? row : row?.querySelector<HTMLElement>('[tabindex]')
    if (!target) return
    request.current = null
    target.focus()
  })
  return useCallback((index: number) => {
    request.current = index
  }, [])
}
