import { encode } from 'uqr'

/** QR error-correction level: L 7 %, M 15 %, Q 25 %, H 30 % of the symbol may be lost. */
export type QRCodeErrorCorrection = 'L' | 'M' | 'Q' | 'H'

export type GetQRCodeMatrixParameters = {
  /**
   * Error-correction level. `Q` leaves room for a logo drawn over the centre.
   * @default 'Q'
   */
  errorCorrection?: QRCodeErrorCorrection | undefined
  /**
   * Quiet zone around the symbol, in modules.
   * @default 1
   */
  border?: number | undefined
}

export type GetQRCodeMatrixReturnType = {
  /** Modules per side, border included. */
  size: number
  /** `rows[y][x]` is `true` for a dark module. */
  rows: boolean[][]
}

/**
 * Encodes `value` as a QR symbol (with the `uqr` library, a port of Nayuki's reference
 * generator) and returns its module matrix, for callers that draw their own shapes.
 */
export function getQRCodeMatrix(
  value: string,
  parameters: GetQRCodeMatrixParameters = {},
): GetQRCodeMatrixReturnType {
  const { errorCorrection = 'Q', border = 1 } = parameters
  const { size, data } = encode(value, { ecc: errorCorrection, border })
  return { size, rows: data }
}
