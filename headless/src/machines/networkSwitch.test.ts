import { describe, expect, test } from 'vitest'
import { ChainNotSupportedError, UserRejectedRequestError } from '../errors/rpc.js'
import {
  initialNetworkSwitchState,
  networkSwitchTransition,
  routeAfterNetworkSwitch,
} from './networkSwitch.js'

describe('networkSwitchTransition', () => {
  const error = new UserRejectedRequestError()
  const failure = new ChainNotSupportedError()
  test('default: start → switching; succeed → idle', () => {
    const switching = networkSwitchTransition(initialNetworkSwitchState, {
      type: 'start',
      caipNetworkId: 'eip155:1',
    })
    expect(switching).toEqual({ status: 'switching', caipNetworkId: 'eip155:1' })
    expect(networkSwitchTransition(switching, { type: 'succeed' })).toEqual({ status: 'idle' })
  })
  test('behavior: a 4001 is rejected, anything else failed; outcomes apply only while switching', () => {
    const switching = { status: 'switching', caipNetworkId: 'eip155:1' } as const
    expect(networkSwitchTransition(switching, { type: 'fail', error })).toMatchObject({
      status: 'rejected',
    })
    expect(networkSwitchTransition(switching, { type: 'fail', error: failure })).toMatchObject({
      status: 'failed',
    })
    expect(networkSwitchTransition(initialNetworkSwitchState, { type: 'fail', error })).toBe(
      initialNetworkSwitchState,
    )
    const failed = networkSwitchTransition(switching, { type: 'fail', error })
    expect(networkSwitchTransition(failed, { type: 'succeed' })).toBe(failed)
    expect(networkSwitchTransition(failed, { type: 'reset' })).toEqual({ status: 'idle' })
  })
})

describe('routeAfterNetworkSwitch', () => {
  const history = (...views: string[]) => views.map((view) => ({ view }))
  test('behavior: failure goes back from the wallet’s pending view only', () => {
    const failed = { ok: false, previousInList: true }
    expect(
      routeAfterNetworkSwitch(history('Account', 'Networks', 'SwitchNetwork'), failed),
    ).toEqual({ type: 'goBackToIndex', index: 1 })
    expect(routeAfterNetworkSwitch(history('Account', 'Networks'), failed)).toBeUndefined()
  })
  test('behavior: success leaves the picker, or closes when the previous network was not listed', () => {
    const ok = { ok: true, previousInList: true }
    expect(routeAfterNetworkSwitch(history('Account', 'Networks', 'SwitchNetwork'), ok)).toEqual({
      type: 'goBackToIndex',
      index: 0,
    })
    expect(routeAfterNetworkSwitch(history('Networks'), ok)).toEqual({ type: 'close' })
    expect(routeAfterNetworkSwitch(history('Account'), ok)).toBeUndefined()
    expect(
      routeAfterNetworkSwitch(history('UnsupportedChain', 'SwitchNetwork'), {
        ok: true,
        previousInList: false,
      }),
    ).toEqual({ type: 'close' })
  })
})
