import { getBase58Encoder } from '@solana/kit'
import { bytesToHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { hexToBase58 } from './base58.js'

describe('hexToBase58', () => {
  test('default: known values, leading zero bytes as leading "1"s', () => {
    expect(hexToBase58('0x')).toBe('')
    expect(hexToBase58('0x00')).toBe('1')
    expect(hexToBase58('0x0000ff')).toBe('115Q')
    expect(hexToBase58('0x68656c6c6f20776f726c64')).toBe('StV1DL6CwTryKyV')
  })

  test('behavior: decoding the text gives the bytes back (64-byte signatures, random)', () => {
    for (let run = 0; run < 200; run++) {
      const bytes = crypto.getRandomValues(new Uint8Array(run % 3 === 0 ? 64 : run % 70))
      if (run % 5 === 0) bytes.fill(0, 0, Math.min(3, bytes.length))
      const text = hexToBase58(bytesToHex(bytes))
      expect(bytesToHex(getBase58Encoder().encode(text) as Uint8Array)).toBe(bytesToHex(bytes))
    }
  })
})
