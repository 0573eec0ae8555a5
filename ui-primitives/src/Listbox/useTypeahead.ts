import { useCallback, useEffect, useMemo, useRef } from 'react'

export type UseTypeaheadReturnType = {
  /** The text typed so far (lower case); `''` once `timeout` ms passed without typing. */
  get: () => string
  /** Adds a typed character and restarts the timeout. */
  push: (key: string) => void
}

/** The type-to-find buffer: characters typed in quick succession, forgotten after a pause. */
export function useTypeahead(timeout = 500): UseTypeaheadReturnType {
  const buffer = useRef({ text: '', timer: 0 })
  useEffect(() => () => window.clearTimeout(buffer.current.timer), [])
  const get = useCallback(() => buffer.current.text, [])
  const push = useCallback(
    (key: string) => {
      const current = buffer.current
      window.clearTimeout(current.timer)
      current.text += key.toLowerCase()
      current.timer = window.setTimeout(() => {
        current.text = ''
      }, timeout)
    },
    [timeout],
  )
  return useMemo(() => ({ get, push }), [get, push])
}
