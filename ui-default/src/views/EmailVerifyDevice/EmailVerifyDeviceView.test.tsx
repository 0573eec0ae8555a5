import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { axeViolations } from '../../test/axe.js'
import type { FrameAnswers } from '../../test/fakeEmbeddedWallet.js'
import { openConnectWithEmbedded } from '../../test/openConnect.js'

/** Connect → email → the wallet asks for the device's approval. */
async function openVerifyDevice(answers: FrameAnswers = {}) {
  const opened = await openConnectWithEmbedded({
    CONNECT_EMAIL() {
      return { action: 'VERIFY_DEVICE' }
    },
    ...answers,
  })
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com')
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
  await screen.findByRole('dialog', { name: 'Approve Device' })
  await screen.findByTestId('email-verify-device')
  return opened
}

describe('EmailVerifyDeviceView', () => {
  test('default: "Approve this device" until the link is opened, then the code step', async () => {
    let approve: () => void = () => {}
    const { wallet } = await openVerifyDevice({
      CONNECT_DEVICE() {
        return new Promise((resolve) => {
          approve = () => resolve({})
        })
      },
    })
    const view = screen.getByTestId('email-verify-device')
    expect(view.getAttribute('data-state')).toBe('verifyDevice')
    expect(screen.getByText('Approve this device')).toBeTruthy()
    expect(view.textContent).toContain(
      'We sent a link to ada@example.com. Open it to approve this device.',
    )
    expect(screen.getByText('Waiting for approval…')).toBeTruthy()
    expect(await axeViolations()).toEqual([])
    // The view waits before the request reaches the frame: approve once the frame was asked.
    await waitFor(() => expect(wallet.events()).toContain('CONNECT_DEVICE'))
    act(() => approve())
    await waitFor(() =>
      expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('EmailVerifyOtp'),
    )
    expect(screen.getByTestId('email-verify-otp').getAttribute('data-state')).toBe('verifyOtp')
    // The device step was replaced: Back returns to Connect.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('Connect')
  })

  test('error: the approval fails: its reason, and Try again waits again', async () => {
    let calls = 0
    const { wallet } = await openVerifyDevice({
      CONNECT_DEVICE() {
        calls++
        if (calls === 1) throw new Error('The approval link expired')
        return {}
      },
    })
    expect((await screen.findByRole('alert')).textContent).toBe('The approval link expired')
    expect(await axeViolations()).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() =>
      expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('EmailVerifyOtp'),
    )
    expect(wallet.events().filter((event) => event === 'CONNECT_DEVICE')).toHaveLength(2)
    // The code step goes on with the email, not the old failure.
    const otp = screen.getByTestId('email-verify-otp')
    expect(otp.getAttribute('data-state')).toBe('verifyOtp')
    expect(otp.textContent).toContain('ada@example.com')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
