// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '../testing/axe.js'
import { Avatar } from './Avatar.js'

/** jsdom loads no images: a stand-in whose load or failure each test decides. */
class FakeImage {
  static instances: FakeImage[] = []
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  src = ''
  complete = false
  naturalWidth = 0
  crossOrigin: string | null = null
  referrerPolicy = ''
  constructor() {
    FakeImage.instances.push(this)
  }
  load() {
    this.complete = true
    this.naturalWidth = 64
    this.onload?.()
  }
  fail() {
    this.complete = true
    this.onerror?.()
  }
}

function latestImage(src: string): FakeImage {
  const image = FakeImage.instances.filter((instance) => instance.src === src).at(-1)
  if (!image) throw new Error(`no image requested for ${src}`)
  return image
}

beforeEach(() => {
  FakeImage.instances = []
  vi.stubGlobal('Image', FakeImage)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function Example(props: { src?: string; delayMs?: number; showImageWhileLoading?: boolean }) {
  return (
    <Avatar.Root data-testid="root" showImageWhileLoading={props.showImageWhileLoading}>
      <Avatar.Image src={props.src} alt="vitalik.eth" />
      <Avatar.Fallback delayMs={props.delayMs}>VI</Avatar.Fallback>
    </Avatar.Root>
  )
}

describe('Avatar', () => {
  describe('given an image that is still loading', () => {
    it('should show the fallback with data-status="loading"', () => {
      render(<Example src="/a.png" />)
      expect(screen.queryByRole('img')).toBeNull()
      expect(screen.getByText('VI').dataset.status).toBe('loading')
      expect(screen.getByTestId('root').dataset.status).toBe('loading')
    })
  })

  describe('given an image that loads', () => {
    it('should replace the fallback with the image and pass axe', async () => {
      render(<Example src="/a.png" />)
      act(() => latestImage('/a.png').load())
      const image = screen.getByRole('img', { name: 'vitalik.eth' })
      expect(image.getAttribute('src')).toBe('/a.png')
      expect(screen.queryByText('VI')).toBeNull()
      expect(screen.getByTestId('root').dataset.status).toBe('loaded')
      expect(await axeViolations()).toEqual([])
    })
  })

  describe('given an image that fails', () => {
    it('should keep the fallback with data-status="error"', async () => {
      render(<Example src="/broken.png" />)
      act(() => latestImage('/broken.png').fail())
      expect(screen.queryByRole('img')).toBeNull()
      expect(screen.getByText('VI').dataset.status).toBe('error')
      expect(screen.getByTestId('root').dataset.status).toBe('error')
      expect(await axeViolations()).toEqual([])
    })
  })

  describe('given no src', () => {
    it('should show the fallback with data-status="idle"', () => {
      render(<Example />)
      expect(screen.getByText('VI').dataset.status).toBe('idle')
      expect(FakeImage.instances).toHaveLength(0)
    })
  })

  describe('given the src changes after a failure', () => {
    it('should load the new source and ignore the old one', () => {
      const { rerender } = render(<Example src="/broken.png" />)
      const old = latestImage('/broken.png')
      act(() => old.fail())
      rerender(<Example src="/b.png" />)
      expect(screen.getByTestId('root').dataset.status).toBe('loading')
      act(() => old.load())
      expect(screen.queryByRole('img')).toBeNull()
      act(() => latestImage('/b.png').load())
      expect(screen.getByRole('img').getAttribute('src')).toBe('/b.png')
    })
  })

  describe('given a fallback delay', () => {
    it('should show nothing until the delay passes', () => {
      vi.useFakeTimers()
      try {
        render(<Example src="/slow.png" delayMs={300} />)
        expect(screen.queryByText('VI')).toBeNull()
        act(() => {
          vi.advanceTimersByTime(300)
        })
        expect(screen.getByText('VI')).toBeTruthy()
      } finally {
        vi.useRealTimers()
      }
    })
  })

  describe('given showImageWhileLoading', () => {
    it('should render the image while it loads and fall back only when it fails', async () => {
      render(<Example src="/a.png" showImageWhileLoading />)
      const image = screen.getByRole('img', { name: 'vitalik.eth' })
      expect(image.dataset.status).toBe('loading')
      expect(screen.queryByText('VI')).toBeNull()
      expect(screen.getByTestId('root').dataset.status).toBe('loading')
      act(() => latestImage('/a.png').fail())
      expect(screen.queryByRole('img')).toBeNull()
      expect(screen.getByText('VI').dataset.status).toBe('error')
      expect(await axeViolations()).toEqual([])
    })

    it('should show the fallback when there is no src', () => {
      render(<Example showImageWhileLoading />)
      expect(screen.getByText('VI').dataset.status).toBe('idle')
    })
  })
})
