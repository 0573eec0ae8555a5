// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import jsQR from 'jsqr'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '../testing/axe.js'
import { getQRCodeMatrix } from './getQRCodeMatrix.js'
import { QRCode } from './QRCode.js'

afterEach(cleanup)

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

/** Reads the dark modules back out of the rendered `<path>` and decodes them like a camera. */
function scan(svg: SVGSVGElement): string | undefined {
  const [, , width] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number)
  const size = width ?? 0
  const dark = new Set<string>()
  const d = svg.querySelector('path')?.getAttribute('d') ?? ''
  for (const match of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) dark.add(`${match[1]},${match[2]}`)
  // Rasterise at 4 px per module with a 4-module white margin, as a phone camera would see it.
  const scale = 4
  const margin = 4
  const pixels = (size + margin * 2) * scale
  const rgba = new Uint8ClampedArray(pixels * pixels * 4).fill(255)
  for (let y = 0; y < pixels; y++) {
    for (let x = 0; x < pixels; x++) {
      const module = `${Math.floor(x / scale) - margin},${Math.floor(y / scale) - margin}`
      if (!dark.has(module)) continue
      const offset = (y * pixels + x) * 4
      rgba[offset] = rgba[offset + 1] = rgba[offset + 2] = 0
    }
  }
  return jsQR(rgba, pixels, pixels)?.data
}

describe('QRCode', () => {
  describe('given a WalletConnect URI', () => {
    it('should render an SVG that scans back to the same URI', () => {
      render(<QRCode value={uri} aria-label="Scan with your phone" />)
      const svg = screen.getByRole('img', { name: 'Scan with your phone' })
      expect(svg.tagName.toLowerCase()).toBe('svg')
      expect(scan(svg as unknown as SVGSVGElement)).toBe(uri)
    })

    it('should have no axe violations', async () => {
      render(<QRCode value={uri} />)
      expect(screen.getByRole('img', { name: 'QR code' })).toBeTruthy()
      expect(await axeViolations()).toEqual([])
    })
  })

  describe('given a different error-correction level', () => {
    it('should still scan, with more modules for H than for L', () => {
      const low = getQRCodeMatrix(uri, { errorCorrection: 'L' })
      const high = getQRCodeMatrix(uri, { errorCorrection: 'H' })
      expect(high.size).toBeGreaterThan(low.size)
      render(<QRCode value={uri} errorCorrection="H" />)
      expect(scan(screen.getByRole('img') as unknown as SVGSVGElement)).toBe(uri)
    })
  })

  describe('given consumer svg props', () => {
    it('should pass width, className and ref through and fill with currentColor', () => {
      let node: SVGSVGElement | null = null
      render(
        <QRCode
          value="hello"
          width={200}
          className="qr"
          ref={(element) => {
            node = element
          }}
        />,
      )
      const svg = screen.getByRole('img')
      expect(node).toBe(svg)
      expect(svg.getAttribute('width')).toBe('200')
      expect(svg.getAttribute('class')).toBe('qr')
      expect(svg.querySelector('path')?.getAttribute('fill')).toBe('currentColor')
    })
  })
})
