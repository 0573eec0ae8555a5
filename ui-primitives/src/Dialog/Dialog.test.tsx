// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ReactNode, useRef, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '../testing/axe.js'
import { emulateChromium } from '../testing/emulateChromium.js'
import { Dialog } from './Dialog.js'
import type { DialogContentProps } from './DialogContent.js'
import type { DialogOpenChangeReason } from './DialogContext.js'
import type { DialogRootProps } from './DialogRoot.js'

emulateChromium()
afterEach(cleanup)

type ExampleProps = Omit<DialogRootProps, 'children'> & {
  content?: Omit<DialogContentProps, 'children'>
  withDescription?: boolean
  container?: HTMLElement | null
  children?: ReactNode
}

function Example(props: ExampleProps) {
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

function Programmatic() {
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

function WithInitialFocus() {
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

function Controlled(props: { onReason: (reason: DialogOpenChangeReason) => void }) {
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

function SiblingOverlay(props: { onOpenChange: DialogRootProps['onOpenChange'] }) {
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
async function openWithTrigger(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Connect wallet' }))
  const dialog = await screen.findByRole('dialog')
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search wallets' })),
  )
  return dialog
}

describe('Dialog', () => {
  describe('given a closed dialog with a trigger', () => {
    it('should render no dialog until the trigger is pressed, then open it', async () => {
      const user = userEvent.setup()
      const onOpenChange = vi.fn()
      render(<Example onOpenChange={onOpenChange} />)
      expect(screen.queryByRole('dialog')).toBeNull()
      const trigger = screen.getByRole('button', { name: 'Connect wallet' })
      expect(trigger.getAttribute('aria-expanded')).toBe('false')
      expect(trigger.getAttribute('aria-haspopup')).toBe('dialog')
      expect(trigger.dataset.state).toBe('closed')

      const dialog = await openWithTrigger(user)
      expect(onOpenChange).toHaveBeenCalledWith(true, 'trigger', expect.any(Event))
      expect(trigger.getAttribute('aria-expanded')).toBe('true')
      expect(trigger.getAttribute('aria-controls')).toBe(dialog.id)
      expect(trigger.dataset.state).toBe('open')
    })

    it('should render into document.body by default', async () => {
      const user = userEvent.setup()
      const { container } = render(<Example />)
      const dialog = await openWithTrigger(user)
      expect(container.contains(dialog)).toBe(false)
      expect(document.body.contains(dialog)).toBe(true)
    })
  })

  describe('given a portal container', () => {
    it('should render the dialog inside that container', async () => {
      const host = document.createElement('div')
      host.setAttribute('data-foyer', '')
      document.body.append(host)
      render(<Example defaultOpen container={host} />)
      const dialog = await screen.findByRole('dialog')
      expect(host.contains(dialog)).toBe(true)
      host.remove()
    })
  })

  describe('given an open dialog', () => {
    it('should move focus to the first focusable element inside', async () => {
      const user = userEvent.setup()
      render(<Example />)
      const dialog = await openWithTrigger(user)
      expect(dialog.contains(document.activeElement)).toBe(true)
    })

    it('should keep Tab and Shift+Tab cycling within the content', async () => {
      const user = userEvent.setup()
      render(<Example />)
      await openWithTrigger(user)
      const search = screen.getByRole('textbox', { name: 'Search wallets' })
      const wallet = screen.getByRole('button', { name: 'Browser wallet' })
      const close = screen.getByRole('button', { name: 'Close' })

      await user.tab()
      expect(document.activeElement).toBe(wallet)
      await user.tab()
      expect(document.activeElement).toBe(close)
      await user.tab()
      await waitFor(() => expect(document.activeElement).toBe(search))
      await user.tab({ shift: true })
      await waitFor(() => expect(document.activeElement).toBe(close))
    })

    it('should close on Escape with reason escape-key and return focus to the trigger', async () => {
      const user = userEvent.setup()
      const onOpenChange = vi.fn()
      render(<Example onOpenChange={onOpenChange} />)
      await openWithTrigger(user)
      await user.keyboard('{Escape}')
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(onOpenChange).toHaveBeenLastCalledWith(false, 'escape-key', expect.any(Event))
      expect(onOpenChange).toHaveBeenCalledTimes(2)
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Connect wallet' })),
      )
    })

    it('should close on a press outside the content with reason outside-press', async () => {
      const user = userEvent.setup()
      const onOpenChange = vi.fn()
      render(<Example onOpenChange={onOpenChange} />)
      await openWithTrigger(user)
      await user.click(screen.getByTestId('overlay'))
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(onOpenChange).toHaveBeenLastCalledWith(false, 'outside-press', expect.any(Event))
    })

    it('should stay open on a press inside the content', async () => {
      const user = userEvent.setup()
      render(<Example />)
      await openWithTrigger(user)
      await user.click(screen.getByRole('button', { name: 'Browser wallet' }))
      await user.click(screen.getByRole('heading', { name: 'Connect a wallet' }))
      expect(screen.getByRole('dialog')).toBeTruthy()
    })

    it('should close from Dialog.Close with reason close-button and return focus', async () => {
      const user = userEvent.setup()
      const onOpenChange = vi.fn()
      render(<Example onOpenChange={onOpenChange} />)
      await openWithTrigger(user)
      await user.click(screen.getByRole('button', { name: 'Close' }))
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(onOpenChange).toHaveBeenLastCalledWith(false, 'close-button', expect.any(Event))
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Connect wallet' })),
      )
    })

    it('should be a modal dialog labelled by its title and described by its description', async () => {
      render(<Example defaultOpen />)
      const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
      expect(dialog.getAttribute('aria-modal')).toBe('true')
      const title = screen.getByRole('heading', { name: 'Connect a wallet' })
      expect(dialog.getAttribute('aria-labelledby')).toBe(title.id)
      const description = screen.getByText('Pick one to continue.')
      expect(dialog.getAttribute('aria-describedby')).toBe(description.id)
    })

    it('should expose data-state="open" on the overlay and the content', async () => {
      render(<Example defaultOpen />)
      await screen.findByRole('dialog')
      expect(screen.getByTestId('overlay').dataset.state).toBe('open')
      expect(screen.getByTestId('content').dataset.state).toBe('open')
    })

    it('should have no axe violations', async () => {
      const user = userEvent.setup()
      render(<Example />)
      await openWithTrigger(user)
      expect(await axeViolations(document.body)).toEqual([])
    })
  })

  describe('given the overlay rendered beside the content rather than around it', () => {
    it('should still lock scroll, close on an overlay press and pass axe', async () => {
      const user = userEvent.setup()
      const onOpenChange = vi.fn()
      render(<SiblingOverlay onOpenChange={onOpenChange} />)
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' })),
      )
      expect(document.body.style.overflow).toBe('hidden')
      expect(await axeViolations(document.body)).toEqual([])
      await user.click(screen.getByTestId('overlay'))
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(onOpenChange).toHaveBeenCalledWith(false, 'outside-press', expect.any(Event))
    })
  })

  describe('given a dialog without a description', () => {
    it('should not set aria-describedby', async () => {
      render(<Example defaultOpen withDescription={false} />)
      const dialog = await screen.findByRole('dialog')
      expect(dialog.hasAttribute('aria-describedby')).toBe(false)
    })
  })

  describe('given dismissOnEscape={false}', () => {
    it('should stay open on Escape but still report the attempt to onEscapeKeyDown', async () => {
      const user = userEvent.setup()
      const onOpenChange = vi.fn()
      const onEscapeKeyDown = vi.fn()
      render(
        <Example
          dismissOnEscape={false}
          onOpenChange={onOpenChange}
          content={{ onEscapeKeyDown }}
        />,
      )
      await openWithTrigger(user)
      await user.keyboard('{Escape}')
      expect(screen.getByRole('dialog')).toBeTruthy()
      expect(onEscapeKeyDown).toHaveBeenCalledTimes(1)
      expect(onOpenChange).not.toHaveBeenCalledWith(false, expect.anything(), expect.anything())
    })
  })

  describe('given dismissOnOutsidePress={false}', () => {
    it('should stay open on an outside press but still report it', async () => {
      const user = userEvent.setup()
      const onPointerDownOutside = vi.fn()
      render(<Example dismissOnOutsidePress={false} content={{ onPointerDownOutside }} />)
      await openWithTrigger(user)
      await user.click(screen.getByTestId('overlay'))
      expect(screen.getByRole('dialog')).toBeTruthy()
      expect(onPointerDownOutside).toHaveBeenCalledTimes(1)
    })
  })

  describe('given content callbacks that call preventDefault()', () => {
    it('should veto closing on Escape and on outside press', async () => {
      const user = userEvent.setup()
      const onOpenChange = vi.fn()
      render(
        <Example
          onOpenChange={onOpenChange}
          content={{
            onEscapeKeyDown: (event) => event.preventDefault(),
            onPointerDownOutside: (event) => event.preventDefault(),
          }}
        />,
      )
      await openWithTrigger(user)
      await user.keyboard('{Escape}')
      await user.click(screen.getByTestId('overlay'))
      expect(screen.getByRole('dialog')).toBeTruthy()
      expect(onOpenChange).toHaveBeenCalledTimes(1)
    })
  })

  describe('given a consumer onClick on Dialog.Close that calls preventDefault()', () => {
    it('should not close', async () => {
      const user = userEvent.setup()
      render(
        <Example defaultOpen>
          <Dialog.Close onClick={(event) => event.preventDefault()}>Not now</Dialog.Close>
        </Example>,
      )
      await user.click(await screen.findByRole('button', { name: 'Not now' }))
      expect(screen.getByRole('dialog')).toBeTruthy()
    })
  })

  describe('given no trigger and a dialog opened programmatically from another button', () => {
    it('should return focus to the element focused before opening', async () => {
      const user = userEvent.setup()
      render(<Programmatic />)
      const opener = screen.getByRole('button', { name: 'Open from elsewhere' })
      await user.click(opener)
      const done = await screen.findByRole('button', { name: 'Done' })
      await waitFor(() => expect(document.activeElement).toBe(done))
      await user.keyboard('{Escape}')
      expect(screen.queryByRole('dialog')).toBeNull()
      await waitFor(() => expect(document.activeElement).toBe(opener))
    })
  })

  describe('given an initialFocus ref', () => {
    it('should focus that element on open', async () => {
      render(<WithInitialFocus />)
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Preferred' })),
      )
    })
  })

  describe('given content with nothing focusable', () => {
    it('should focus the content itself', async () => {
      render(
        <Dialog.Root defaultOpen>
          <Dialog.Portal>
            <Dialog.Content>
              <Dialog.Title>Waiting for the wallet…</Dialog.Title>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>,
      )
      const dialog = await screen.findByRole('dialog')
      await waitFor(() => expect(document.activeElement).toBe(dialog))
    })
  })

  describe('given an overlay (scroll lock)', () => {
    it('should lock body scroll while open and release it when closed', async () => {
      const user = userEvent.setup()
      render(<Example />)
      expect(document.body.style.overflow).toBe('')
      await openWithTrigger(user)
      expect(document.body.style.overflow).toBe('hidden')
      await user.keyboard('{Escape}')
      expect(document.body.style.overflow).toBe('')
    })
  })

  describe('given controlled mode', () => {
    it('should follow the open prop and let the owner veto a close', async () => {
      const user = userEvent.setup()
      const reasons: DialogOpenChangeReason[] = []
      render(<Controlled onReason={(reason) => reasons.push(reason)} />)
      await screen.findByRole('dialog')
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox')))
      await user.click(screen.getByTestId('overlay'))
      expect(screen.getByRole('dialog')).toBeTruthy()
      await user.keyboard('{Escape}')
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(screen.getByText('hidden')).toBeTruthy()
      expect(reasons).toEqual(['outside-press', 'escape-key'])
    })

    it('should open and close when the owner changes open', async () => {
      const { rerender } = render(<Example open={false} />)
      expect(screen.queryByRole('dialog')).toBeNull()
      rerender(<Example open />)
      expect(await screen.findByRole('dialog')).toBeTruthy()
      rerender(<Example open={false} />)
      expect(screen.queryByRole('dialog')).toBeNull()
    })
  })

  describe('given uncontrolled mode with defaultOpen', () => {
    it('should start open and close on its own', async () => {
      const user = userEvent.setup()
      render(<Example defaultOpen />)
      await screen.findByRole('dialog')
      await user.click(screen.getByRole('button', { name: 'Close' }))
      expect(screen.queryByRole('dialog')).toBeNull()
    })
  })

  describe('given an exitDuration', () => {
    it('should keep the parts mounted with data-state="closed" until it elapses', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      try {
        const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
        render(<Example exitDuration={200} />)
        await openWithTrigger(user)
        await user.keyboard('{Escape}')
        expect(screen.getByTestId('content').dataset.state).toBe('closed')
        expect(screen.getByTestId('overlay').dataset.state).toBe('closed')
        expect(document.body.style.overflow).toBe('')
        await act(async () => {
          vi.advanceTimersByTime(250)
        })
        expect(screen.queryByTestId('content')).toBeNull()
      } finally {
        vi.useRealTimers()
      }
    })
  })
})
