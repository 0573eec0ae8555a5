import { useConnectFlow, useModal } from '@foyer/headless/react'
import { Dialog } from '@foyer/ui-primitives'
import { Suspense, useEffect } from 'react'
import { ErrorBoundary } from '../components/ErrorBoundary.js'
import { Spinner } from '../components/Spinner.js'
import { useThemeRoot } from '../theme/useThemeRoot.js'
import { whenIdle } from '../utils/lazyWithPreload.js'
import { ConfigurationAlerts } from './ConfigurationAlerts.js'
import {
  body,
  content,
  fallback,
  header,
  iconButton,
  overlay,
  title,
  viewEnter,
} from './FoyerModal.css.js'
import { BackIcon, CloseIcon } from './icons.js'
import { LoadFailed } from './LoadFailed.js'
import type { FoyerModalProps } from './types.js'
import { useEnteredStyle } from './useOpeningFrame.js'
import {
  loadNextViews,
  loadViews,
  preloadView,
  resetFailedViews,
  resolveView,
} from './viewRegistry.js'
import { viewTitles } from './viewTitles.js'

export { loadNextViews, loadViews, preloadView }

/**
 * The dialog, its header and the current view. Loaded on intent (see `preloadModal`) or the
 * first time the modal opens; once a view has painted, it fetches the code of the views one step
 * away from it (`nextViews`) when the browser is idle.
 *
 * - `[data-view]` on the content names the current view; `[data-testid="view-loading"]` shows
 *   while its code downloads.
 * - `[data-shake="shaking"]` while the modal refuses to close (500 ms).
 * - `[data-motion="view"]` wraps the view: it enters in 150 ms, the title fades in 120 ms (SPEC §9),
 *   none of it under `prefers-reduced-motion`.
 */
export default function ModalShell({
  views,
  container,
  openedAt,
}: FoyerModalProps & { openedAt?: number }) {
  const modal = useModal()
  // Mounted after the opening frame: the box carries the frame's entrance animation on.
  const entered = useEnteredStyle(openedAt)
  const themeRoot = useThemeRoot()
  const { connector } = useConnectFlow()
  const { view } = modal.route
  // Keyed by the replaced views, not the object: a host may write `views={{ … }}` inline.
  const replaced = Object.keys(views ?? {}).join()
  // The next views' code, once this one has painted: the next step then never waits.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `replaced` stands for `views`
  useEffect(() => whenIdle(() => void loadNextViews(view, views)), [view, replaced])
  const { Component: ViewComponent, title: hostTitle } = resolveView(view, views)
  const heading =
    hostTitle ?? ((view === 'ConnectingExternal' && connector?.name) || viewTitles[view])

  return (
    <Dialog.Root open={modal.isOpen} onOpenChange={(open) => !open && modal.requestClose()}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay {...themeRoot} className={`${themeRoot.className} ${overlay}`}>
          <Dialog.Content
            className={content}
            style={entered}
            data-view={view}
            data-shake={modal.shake}
          >
            <div className={header}>
              {modal.history.length > 1 ? (
                <button
                  type="button"
                  className={iconButton}
                  aria-label="Back"
                  onClick={modal.goBack}
                >
                  <BackIcon />
                </button>
              ) : (
                <span />
              )}
              <Dialog.Title key={heading} className={title}>
                {heading}
              </Dialog.Title>
              <Dialog.Close className={iconButton} aria-label="Close">
                <CloseIcon />
              </Dialog.Close>
            </div>
            <div className={body}>
              <ConfigurationAlerts />
              <ErrorBoundary
                key={view}
                onRetry={resetFailedViews}
                fallback={({ retry, retries }) => (
                  <LoadFailed
                    title="This part of the wallet window could not load."
                    retry={retry}
                    offerReload={retries > 0}
                  />
                )}
              >
                <Suspense
                  fallback={
                    <div className={fallback} data-testid="view-loading">
                      <Spinner />
                    </div>
                  }
                >
                  <div className={viewEnter} data-motion="view">
                    <ViewComponent />
                  </div>
                </Suspense>
              </ErrorBoundary>
            </div>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
