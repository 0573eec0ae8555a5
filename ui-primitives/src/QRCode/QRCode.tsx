import { forwardRef, type SVGAttributes, useMemo } from 'react'
import { type GetQRCodeMatrixParameters, getQRCodeMatrix } from './getQRCodeMatrix.js'

export type QRCodeProps = Omit<SVGAttributes<SVGSVGElement>, 'children'> &
  GetQRCodeMatrixParameters & {
    /** The text to encode, such as a WalletConnect pairing URI. */
    value: string
    /**
     * What a screen reader announces for the image.
     * @default 'QR code'
     */
    'aria-label'?: string | undefined
  }

/**
 * An `<svg role="img">` drawing `value` as a QR code: one `<path>` of dark modules filled with
 * `currentColor` (set `color` to colour it), scaled to whatever `width`/`height` or CSS size
 * you give it. Light modules are transparent.
 */
export const QRCode = forwardRef<SVGSVGElement, QRCodeProps>(function QRCode(props, ref) {
  const { value, errorCorrection, border, 'aria-label': ariaLabel = 'QR code', ...rest } = props
  const { size, d } = useMemo(() => {
    const matrix = getQRCodeMatrix(value, { errorCorrection, border })
    let path = ''
    matrix.rows.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) path += `M${x} ${y}h1v1h-1z`
      })
    })
    return { size: matrix.size, d: path }
  }, [value, errorCorrection, border])
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      role="img"
      aria-label={ariaLabel}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      {...rest}
      ref={ref}
    >
      <path d={d} fill="currentColor" />
    </svg>
  )
})
