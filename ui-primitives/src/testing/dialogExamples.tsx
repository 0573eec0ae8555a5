import { screen, waitFor } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { type ReactNode, useRef, useState } from 'react'
import { expect } from 'vitest'
import { Dialog } from '../Dialog/Dialog.js'
import type { DialogContentProps } from '../Dialog/DialogContent.js'
import type { DialogOpenChangeReason } from '../Dialog/DialogContext.js'
import type { DialogRootProps } from '../Dialog/DialogRoot.js'

/** The dialogs the Dialog tests render. */
export type ExampleProps = Omit<DialogRootProps, 'children'> & {
  content?: Omit<DialogContentProps, 'children'>
  withDescription?: boolean
  container?: HTMLElement | null
  children?: ReactNode
}

export function Example(props: ExampleProps) {
  const { content, withDescription = true, container, children, ...root } = props
  return (
    <>
      <button type="button">Before</button>
      <Dialog.Root {...root}>
        <Dialog.Trigger>Connect wallet</Dialog.Trigger>
        <Dialog.Portal container={container}>
          <Dialog.Overlay data-testid="overlay">
            <Dialog.Content data-testid="content" {...content}>
              <Dialog.Title>Connect a wallet</Dialog.Title>
              {withDescription && <Dialog.Description>Pick one to continue.</Dialog.Description>}
              <input aria-label="Search wallets" />
              <button type="button">Browser wallet</button>
              {children}
              <Dialog.Close>Close</Dialog.Close>
            </Dialog.Content>
          </Dialog.Overlay>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  )
}

export function Programmatic() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open from elsewhere
      </button>
      <Dialog.Root open={open} onOpenChange={(next) => setOpen(next)}>
        <Dialog.Portal>
          <Dialog.Overlay>
            <Dialog.Content>
              <Dialog.Title>Account</Dialog.Title>
              <Dialog.Close>Done</Dialog.Close>
            </Dialog.Content>
          </Dialog.Overlay>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  )
}

export function WithInitialFocus() {
  const ref = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root defaultOpen>
      <Dialog.Portal>
        <Dialog.Content initialFocus={ref}>
          <Dialog.Title>Pick</Dialog.Title>
          <button type="button">First</button>
          <button type="button" ref={ref}>
            Preferred
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

export function Controlled(props: { onReason: (reason: DialogOpenChangeReason) => void }) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <output>{open ? 'shown' : 'hidden'}</output>
      <Example
        open={open}
        onOpenChange={(next, reason) => {
          props.onReason(reason)
          // The owner refuses outside presses (the modal shakes instead).
          if (reason !== 'outside-press') setOpen(next)
        }}
      />
    </>
  )
}

export function SiblingOverlay(props: { onOpenChange: DialogRootProps['onOpenChange'] }) {
  return (
    <Dialog.Root defaultOpen onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="overlay" />
        <Dialog.Content>
          <Dialog.Title>Side by side</Dialog.Title>
          <Dialog.Close>Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** Floating UI moves focus in a microtask; wait for the first tabbable to hold it. */
export async function openWithTrigger(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Connect wallet' }))
  const dialog = await screen.findByRole('dialog')
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search wallets' })),
  )
  return dialog
}
