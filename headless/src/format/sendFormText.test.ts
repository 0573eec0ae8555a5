import { describe, expect, test } from 'vitest'
import { fallbackErrorMessage } from '../errors/displayMessage.js'
import { UserRejectedRequestError, WalletRpcError } from '../errors/rpc.js'
import { formatFee, sendDeclinedMessage, sendErrorMessage } from './sendFormText.js'

describe('sendErrorMessage', () => {
  test('default: a refusal in the wallet says nothing was sent', () => {
    expect(sendErrorMessage(new UserRejectedRequestError())).toBe(
      'Transaction declined in your wallet. Nothing was sent.',
    )
    expect(sendDeclinedMessage).toBe('Transaction declined in your wallet. Nothing was sent.')
  })

  test('behavior: any other error in its own words, else the one fallback', () => {
    const failure = new WalletRpcError(-32603)
    expect(sendErrorMessage(failure)).toBe(failure.shortMessage)
    expect(sendErrorMessage(new Error('boom'))).toBe(fallbackErrorMessage)
  })
})

describe('formatFee', () => {
  test('default: six decimals, rounded down, and the symbol', () => {
    expect(formatFee(21_000n * 10n ** 9n, { decimals: 18, symbol: 'ETH' })).toBe('0.000021 ETH')
    expect(formatFee(1n, { decimals: 18, symbol: 'ETH' })).toBe('0.000000 ETH')
  })

  test('behavior: nothing while the fee or the currency is unknown', () => {
    expect(formatFee(undefined, { decimals: 18, symbol: 'ETH' })).toBeUndefined()
    expect(formatFee(5n, undefined)).toBeUndefined()
  })
})
