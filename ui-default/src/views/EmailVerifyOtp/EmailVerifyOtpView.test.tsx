import { getAccount } from '@foyer/headless'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { axeViolations } from '../../test/axe.js'
import type { FrameAnswers } from '../../test/fakeEmbeddedWallet.js'
import { openConnectWithEmbedded } from '../../test/openConnect.js'

/** Connect → email → the code step. */
async function openVerifyOtp(answers: FrameAnswers = {}) {
  const opened = await openConnectWithEmbedded({
    CONNECT_EMAIL() {
      return { action: 'VERIFY_OTP' }
    },
    ...answers,
  })
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com')
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
  await screen.findByTestId('email-verify-otp')
  return opened
}

describe('EmailVerifyOtpView', () => {
  test('default: six boxes, the expiry, "Resend in Ns"; a complete code connects and closes', async () => {
    const { foyer } = await openVerifyOtp({
      CONNECT_OTP() {
        return {}
      },
    })
    const view = screen.getByTestId('email-verify-otp')
    expect(view.getAttribute('data-state')).toBe('verifyOtp')
    expect(view.textContent).toContain(
      'We sent a 6-digit code to ada@example.com. It expires in 20 minutes.',
    )
    expect(screen.getAllByRole('textbox', { name: /Character \d of 6/ })).toHaveLength(6)
    expect(screen.getByRole('button', { name: /^Resend in (30|29)s$/ })).toBeTruthy()
    expect(await axeViolations()).toEqual([])
    await userEvent.click(screen.getByRole('textbox', { name: 'Character 1 of 6' }))
    await userEvent.paste('123456')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(getAccount(foyer).status).toBe('connected')
  })

  test('error: a wrong code is an alert and the boxes empty', async () => {
    await openVerifyOtp({
      CONNECT_OTP() {
        throw new Error('Invalid or expired code')
      },
    })
    await userEvent.click(screen.getByRole('textbox', { name: 'Character 1 of 6' }))
    await userEvent.paste('111111')
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or expired code')
    expect(
      (screen.getByRole('textbox', { name: 'Character 1 of 6' }) as HTMLInputElement).value,
    ).toBe('')
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('EmailVerifyOtp')
    // A resend refused after it says why, instead of the older wrong code.
    await userEvent.click(screen.getByRole('button', { name: /Resend/ }))
    await waitFor(() =>
      expect(screen.getByTestId('email-otp-message').textContent).toMatch(
        /^Please try again after \d+ seconds$/,
      ),
    )
  })

  test('error: a resend within 30 s says how long to wait', async () => {
    await openVerifyOtp()
    await userEvent.click(screen.getByRole('button', { name: /Resend/ }))
    await waitFor(() =>
      expect(screen.getByTestId('email-otp-message').textContent).toMatch(
        /^Please try again after (30|29|28) seconds$/,
      ),
    )
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('EmailVerifyOtp')
  })
})
