import { socialProviders } from '@foyer/headless'
import { render } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { avatarCells } from './GeneratedAvatar.js'
import { SocialIcon } from './SocialIcon.js'
import { WalletImage } from './WalletImage.js'

const svgOf = (container: HTMLElement) => container.querySelector('svg')

describe('WalletImage', () => {
  test('default: the image when there is one', () => {
    const { container } = render(
      <WalletImage src="data:image/png;base64,AA==" name="Rabby" id="rabby" />,
    )
    expect(container.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,AA==')
  })

  test('behavior: WalletConnect and All Wallets show their own inline marks, not a letter', () => {
    for (const id of ['walletConnect', 'allWallets']) {
      const { container, unmount } = render(<WalletImage src={undefined} name="Whatever" id={id} />)
      expect(svgOf(container)?.getAttribute('data-mark')).toBe(id)
      expect(container.querySelector('img')).toBeNull()
      expect(container.textContent).toBe('')
      unmount()
    }
  })

  test('behavior: a wallet without an image gets an avatar generated from its id, the same each time', () => {
    const draw = (id: string) => {
      const { container, unmount } = render(
        <WalletImage src={undefined} name="Same Name" id={id} />,
      )
      const svg = svgOf(container)
      expect(svg?.getAttribute('data-generated-avatar')).toBe(id)
      expect(container.textContent).toBe('')
      const markup = svg?.outerHTML
      unmount()
      return markup
    }
    expect(draw('wallet-a')).toBe(draw('wallet-a'))
    expect(draw('wallet-a')).not.toBe(draw('wallet-b'))
  })

  test('parameters: without an id (tokens, networks) the initial shows', () => {
    const { container } = render(<WalletImage src={undefined} name="ether" />)
    expect(container.textContent).toBe('E')
    expect(svgOf(container)).toBeNull()
  })
})

describe('avatarCells', () => {
  test('default: a mirrored pattern, never empty, stable per seed', () => {
    for (const seed of [
      '',
      'a',
      'metamask',
      'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    ]) {
      const cells = avatarCells(seed)
      expect(cells.length).toBeGreaterThan(0)
      expect(avatarCells(seed)).toEqual(cells)
      for (const [x, y] of cells) expect(cells).toContainEqual([4 - x, y])
    }
    const patterns = new Set(
      Array.from({ length: 50 }, (_, index) => JSON.stringify(avatarCells(`w${index}`))),
    )
    expect(patterns.size).toBeGreaterThan(40)
  })
})

describe('SocialIcon', () => {
  test('default: every social login and Farcaster has its own inline mark, nothing fetched', () => {
    const paths = new Set<string>()
    for (const provider of [...socialProviders, 'farcaster' as const]) {
      const { container, unmount } = render(<SocialIcon provider={provider} />)
      const svg = svgOf(container)
      expect(svg?.getAttribute('data-provider')).toBe(provider)
      expect(container.querySelector('img, image, use')).toBeNull()
      expect(container.textContent).toBe('')
      const d = svg?.querySelector('path')?.getAttribute('d') ?? ''
      expect(d.length).toBeGreaterThan(20)
      paths.add(d)
      unmount()
    }
    // One mark each: no stand-in shared between providers.
    expect(paths.size).toBe(socialProviders.length + 1)
  })
})
