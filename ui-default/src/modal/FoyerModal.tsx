import { useAccount, useModal } from '@foyer/headless/react'
import { Suspense, useEffect, useState } from 'react'
import { ErrorBoundary } from '../components/ErrorBoundary.js'
import { Toasts } from '../components/Toasts.js'
import { whenIdle } from '../utils/lazyWithPreload.js'
import { LoadFailed } from './LoadFailed.js'
import { ModalFrame, OpeningFrame } from './ModalFrame.js'
import { ModalShell, preloadModal, registerModal } from './preloadModal.js'
import type { FoyerModalProps } from './types.js'
import { useOpeningFrame } from './useOpeningFrame.js'

export type { FoyerModalProps }

/**
 * The wallet modal. It opens and closes with `useModal()` (or `ConnectButton`) and shows the
 * view on top of the router's history. Its code is not part of the first load: the shell and the
 * view that will open are fetched on intent (the pointer over `ConnectButton`, focus on it, a
 * press; or, for a visitor whose session is being restored, when the browser is idle), else on
 * the first open, and the other views' code once the modal has opened.
 * Whatever fails inside it (a part that could not be downloaded) stays inside it, with a retry:
 * the host's app is never unmounted by Foyer. Foyer's toasts (bottom right) render beside it.
 * The views the host replaced (`views`) never fetch Foyer's code for them. A host that opens
 * the modal from its own button can call `preloadModal` on intent the same way.
 */
export function FoyerModal(props: FoyerModalProps) {
  const { isOpen, close, requestClose, route } = useModal()
  // Before the first paint only the toasts; then, until the first open, the frame waits in the
  // page out of sight (rendered in a task of its own after that paint), so the press that opens
  // the modal only shows it instead of creating its elements (a press can come a frame or two
  // after the button shows); from the first open on, the frame and the dialog as they come.
  const [stage, setStage] = useState<'bare' | 'waiting' | 'opened'>(isOpen ? 'opened' : 'bare')
  if (isOpen && stage !== 'opened') setStage('opened')
  useEffect(() => setStage((current) => (current === 'bare' ? 'waiting' : current)), [])
  const opened = stage === 'opened'
  // Keyed by the replaced views, not the object: a host may write `views={{ … }}` inline.
  const replaced = Object.keys(props.views ?? {}).join()
  // biome-ignore lint/correctness/useExhaustiveDependencies: `replaced` stands for `props.views`
  useEffect(() => registerModal(props.views), [replaced])
  // Never rejects: code that failed to download fails again in the shell, inside its boundary.
  const { ready, openedAt } = useOpeningFrame(isOpen, () => preloadModal(route.view))
  // A session being restored will open on the Account view: its code is fetched when idle.
  const restoring = useAccount().status !== 'disconnected'
  useEffect(
    () => (restoring ? whenIdle(() => void preloadModal('Account')) : undefined),
    [restoring],
  )
  if (stage === 'bare') return <Toasts />
  // The click's frame paints only the frame; the dialog follows once that has painted and its
  // code is here. Before the first open the frame is there, hidden.
  const frame =
    isOpen || !opened ? (
      <OpeningFrame
        container={props.container}
        openedAt={opened ? openedAt : undefined}
        hidden={!isOpen}
        close={close}
        requestClose={requestClose}
      />
    ) : null
  return (
    <>
      <Toasts />
      <ErrorBoundary
        onRetry={ModalShell.reset}
        fallback={({ retry, retries }) =>
          isOpen ? (
            <ShellLoadFailed {...props} retry={retry} close={close} offerReload={retries > 0} />
          ) : null
        }
      >
        <Suspense fallback={frame}>
          {!opened || (isOpen && !ready) ? frame : <ModalShell {...props} openedAt={openedAt} />}
        </Suspense>
      </ErrorBoundary>
    </>
  )
}

/**
 * The modal's own code could not be downloaded: the frame alone (nothing of the shell is here)
 * says so, with "Try again" and "Close".
 */
function ShellLoadFailed({
  container,
  retry,
  close,
  offerReload,
}: FoyerModalProps & { retry: () => void; close: () => void; offerReload: boolean }) {
  return (
    <ModalFrame
      container={container}
      role="alertdialog"
      label="Wallet window"
      data-view="LoadFailed"
    >
      <LoadFailed
        title="The wallet window could not load."
        retry={retry}
        close={close}
        offerReload={offerReload}
      />
    </ModalFrame>
  )
}
