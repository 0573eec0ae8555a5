import '@foyer/ui-default/styles.css'
import { ActionType, type GlobalProvider, ThemeState } from '@ladle/react'
import { useEffect } from 'react'

/**
 * The page behind every story, in the colours of Ladle's theme control. The control is also
 * reachable without the toolbar: `window.postMessage({ type: 'ladle-theme', theme: 'light' })`
 * switches the open story's theme in place (the story test uses it to check both themes without
 * loading the story twice).
 */
export const Provider: GlobalProvider = ({ children, globalState, dispatch }) => {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; theme?: unknown } | null
      if (event.source !== window || data?.type !== 'ladle-theme') return
      if (data.theme === ThemeState.Light || data.theme === ThemeState.Dark)
        dispatch({ type: ActionType.UpdateTheme, value: data.theme })
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [dispatch])
  return (
    <div
      // Which story this page shows once it has rendered: the story test waits for it after
      // switching stories in place (`history.pushState`, then a popstate, as Back does).
      data-story={globalState.story}
      style={{
        minHeight: '100vh',
        background: globalState.theme === ThemeState.Light ? '#eef0f3' : '#0c0d10',
      }}
    >
      {children}
    </div>
  )
}
