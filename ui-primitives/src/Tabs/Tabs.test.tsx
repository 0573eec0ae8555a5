// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '../testing/axe.js'
import { Tabs } from './Tabs.js'
import type { TabsRootProps } from './TabsRoot.js'

afterEach(cleanup)

function Example(props: Omit<TabsRootProps, 'children'> & { nftsDisabled?: boolean }) {
  const { nftsDisabled, ...root } = props
  return (
    <>
      <button type="button">Before</button>
      <Tabs.Root {...root}>
        <Tabs.List aria-label="Account">
          <Tabs.Trigger value="tokens">Tokens</Tabs.Trigger>
          <Tabs.Trigger value="nfts" disabled={nftsDisabled}>
            NFTs
          </Tabs.Trigger>
          <Tabs.Trigger value="activity">Activity</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="tokens">Token list</Tabs.Content>
        <Tabs.Content value="nfts">NFT grid</Tabs.Content>
        <Tabs.Content value="activity">Activity list</Tabs.Content>
      </Tabs.Root>
    </>
  )
}

function Controlled(props: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('tokens')
  return (
    <Example
      value={value}
      onValueChange={(next) => {
        props.onChange(next)
        // The owner refuses the Activity tab.
        if (next !== 'activity') setValue(next)
      }}
    />
  )
}

const tab = (name: string) => screen.getByRole('tab', { name })

describe('Tabs', () => {
  describe('given a default value', () => {
    it('should show only that panel, labelled by its tab, with data-state', () => {
      render(<Example defaultValue="tokens" />)
      const panel = screen.getByRole('tabpanel', { name: 'Tokens' })
      expect(panel.textContent).toBe('Token list')
      expect(screen.queryByText('NFT grid')).toBeNull()
      expect(tab('Tokens').getAttribute('aria-selected')).toBe('true')
      expect(tab('Tokens').dataset.state).toBe('active')
      expect(tab('NFTs').dataset.state).toBe('inactive')
      expect(tab('Tokens').getAttribute('aria-controls')).toBe(panel.id)
      expect(panel.dataset.state).toBe('active')
    })

    it('should have no axe violations', async () => {
      render(<Example defaultValue="tokens" />)
      expect(await axeViolations()).toEqual([])
    })
  })

  describe('given keyboard use', () => {
    it('should enter the list at the active tab only (roving tab index)', async () => {
      const user = userEvent.setup()
      render(<Example defaultValue="nfts" />)
      await user.click(screen.getByRole('button', { name: 'Before' }))
      await user.tab()
      expect(document.activeElement).toBe(tab('NFTs'))
      await user.tab()
      expect(document.activeElement).toBe(screen.getByRole('tabpanel'))
    })

    it('should move with the arrow keys, wrap around, and activate on focus', async () => {
      const user = userEvent.setup()
      const onValueChange = vi.fn()
      render(<Example defaultValue="tokens" onValueChange={onValueChange} />)
      await user.click(tab('Tokens'))
      await user.keyboard('{ArrowRight}')
      expect(document.activeElement).toBe(tab('NFTs'))
      expect(screen.getByRole('tabpanel').textContent).toBe('NFT grid')
      await user.keyboard('{ArrowRight}{ArrowRight}')
      expect(document.activeElement).toBe(tab('Tokens'))
      await user.keyboard('{ArrowLeft}')
      expect(document.activeElement).toBe(tab('Activity'))
      await user.keyboard('{Home}')
      expect(document.activeElement).toBe(tab('Tokens'))
      await user.keyboard('{End}')
      expect(document.activeElement).toBe(tab('Activity'))
      expect(onValueChange).toHaveBeenLastCalledWith('activity')
    })

    it('should skip disabled tabs', async () => {
      const user = userEvent.setup()
      render(<Example defaultValue="tokens" nftsDisabled />)
      await user.click(tab('Tokens'))
      await user.keyboard('{ArrowRight}')
      expect(document.activeElement).toBe(tab('Activity'))
    })

    it('should ignore Up and Down in a horizontal list and use them in a vertical one', async () => {
      const user = userEvent.setup()
      const { unmount } = render(<Example defaultValue="tokens" />)
      await user.click(tab('Tokens'))
      await user.keyboard('{ArrowDown}')
      expect(document.activeElement).toBe(tab('Tokens'))
      unmount()
      render(<Example defaultValue="tokens" orientation="vertical" />)
      expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('vertical')
      await user.click(tab('Tokens'))
      await user.keyboard('{ArrowDown}')
      expect(document.activeElement).toBe(tab('NFTs'))
    })
  })

  describe('given manual activation', () => {
    it('should move focus without activating until Enter', async () => {
      const user = userEvent.setup()
      render(<Example defaultValue="tokens" activationMode="manual" />)
      await user.click(tab('Tokens'))
      await user.keyboard('{ArrowRight}')
      expect(document.activeElement).toBe(tab('NFTs'))
      expect(screen.getByRole('tabpanel').textContent).toBe('Token list')
      await user.keyboard('{Enter}')
      expect(screen.getByRole('tabpanel').textContent).toBe('NFT grid')
    })
  })

  describe('given controlled mode', () => {
    it('should report every request and show only what the owner allows', async () => {
      const user = userEvent.setup()
      const onChange = vi.fn()
      render(<Controlled onChange={onChange} />)
      await user.click(tab('NFTs'))
      expect(screen.getByRole('tabpanel').textContent).toBe('NFT grid')
      await user.click(tab('Activity'))
      expect(onChange).toHaveBeenLastCalledWith('activity')
      expect(screen.getByRole('tabpanel').textContent).toBe('NFT grid')
    })
  })

  describe('given forceMount on a panel', () => {
    it('should keep the inactive panel hidden in the DOM with data-state="inactive"', () => {
      render(
        <Tabs.Root defaultValue="a">
          <Tabs.List aria-label="Letters">
            <Tabs.Trigger value="a">A</Tabs.Trigger>
            <Tabs.Trigger value="b">B</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="a">Panel A</Tabs.Content>
          <Tabs.Content value="b" forceMount>
            Panel B
          </Tabs.Content>
        </Tabs.Root>,
      )
      const hidden = screen.getByText('Panel B')
      expect(hidden.hidden).toBe(true)
      expect(hidden.dataset.state).toBe('inactive')
      expect(screen.getAllByRole('tabpanel')).toHaveLength(1)
    })
  })
})
