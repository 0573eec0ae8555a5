import { mainnet } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { sampleOnrampOptions } from '../api/getOnrampOptions.js'
import { defineNetwork } from '../chains/network.js'
import { ONRAMP_PROVIDERS } from '../constants/onramp.js'
import { OnrampAmountAboveMaximumError, OnrampAmountBelowMinimumError } from '../errors/onramp.js'
import { initialOnrampState } from '../machines/onramp.js'
import { testSolana } from '../test/testFoyer.js'
import {
  coinbaseNetwork,
  onrampAmountError,
  onrampLimits,
  onrampNetworkName,
  onrampProvidersFor,
  resolveOnrampForm,
} from './onramp.js'

const ethereum = defineNetwork(mainnet)
const options = sampleOnrampOptions()

describe('onramp rules', () => {
  test('default: the sample options give USDC and USD with the card limits on Ethereum', () => {
    const form = resolveOnrampForm(initialOnrampState.form, options, ethereum, ONRAMP_PROVIDERS)
    expect(form.provider?.name).toBe('coinbase')
    expect(form.purchaseCurrency?.id).toBe('USDC')
    expect(form.paymentCurrency?.id).toBe('USD')
    expect(onrampLimits(form)).toEqual({
      method: 'card',
      min: '10.00',
      max: '7500.00',
      currency: 'USD',
    })
    expect(onrampLimits({ ...form, paymentMethod: 'ach_bank_account' }).max).toBe('25000.00')
    expect(onrampNetworkName(form.purchaseCurrency!, ethereum)).toBe('ethereum-mainnet')
  })

  test('parameters: amount against the card and ACH limits (SPEC §9)', () => {
    const form = { paymentCurrency: options.paymentCurrencies[0], paymentMethod: 'card' }
    expect(onrampAmountError({ ...form, amount: '' })).toBeUndefined()
    expect(onrampAmountError({ ...form, amount: '9.99' })).toBeInstanceOf(
      OnrampAmountBelowMinimumError,
    )
    expect(onrampAmountError({ ...form, amount: '10' })).toBeUndefined()
    expect(onrampAmountError({ ...form, amount: '7500.00' })).toBeUndefined()
    expect(onrampAmountError({ ...form, amount: '7500.01' })).toBeInstanceOf(
      OnrampAmountAboveMaximumError,
    )
    expect(
      onrampAmountError({ ...form, paymentMethod: 'ach_bank_account', amount: '20000' }),
    ).toBeUndefined()
    expect(
      onrampAmountError({ ...form, paymentMethod: 'ach_bank_account', amount: '25000.01' }),
    ).toBeInstanceOf(OnrampAmountAboveMaximumError)
  })

  test('behavior: providers by namespace; Coinbase networks with the ethereum fallback', () => {
    const meld = {
      ...ONRAMP_PROVIDERS[0],
      name: 'meld' as const,
      supportedChains: ['solana' as const],
    }
    expect(onrampProvidersFor([...ONRAMP_PROVIDERS, meld], ethereum).map((p) => p.name)).toEqual([
      'coinbase',
    ])
    expect(onrampProvidersFor([meld], testSolana)).toEqual([meld])
    expect(onrampProvidersFor([meld], null)).toEqual([])
    expect(coinbaseNetwork('base')).toBe('base')
    expect(coinbaseNetwork('foyer-devnet')).toBe('ethereum')
  })

  test('behavior: a currency not sold on the network gives way to the default there', () => {
    const form = {
      ...initialOnrampState.form,
      purchaseCurrency: { ...options.purchaseCurrencies[0]!, id: 'GONE' },
    }
    expect(resolveOnrampForm(form, options, ethereum, ONRAMP_PROVIDERS).purchaseCurrency?.id).toBe(
      'USDC',
    )
  })
})
