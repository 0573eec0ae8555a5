import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { axeViolations } from '../../test/axe.js'
import { openUpdateEmail } from '../../test/updateEmailFlow.js'

describe('UpdateEmailView', () => {
  test('default: the new email sends a code to the current one, then UpdateEmailPrimaryOtp', async () => {
    const { wallet } = await openUpdateEmail()
    expect(screen.getByText('ada@example.com')).toBeTruthy()
    expect(await axeViolations()).toEqual([])
    await userEvent.type(screen.getByRole('textbox', { name: 'New email' }), 'grace@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('UpdateEmailPrimaryOtp'),
    )
    expect(wallet.requests.find((request) => request.event === 'UPDATE_EMAIL')?.payload).toEqual({
      email: 'grace@example.com',
    })
  })

  test('error: the wallet refuses the new email: an alert, and the form stays', async () => {
    await openUpdateEmail({
      UPDATE_EMAIL() {
        throw new Error('This email is already in use')
      },
    })
    const field = screen.getByRole('textbox', { name: 'New email' })
    await userEvent.type(field, 'grace@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect((await screen.findByRole('alert')).textContent).toBe('This email is already in use')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('UpdateEmail')
  })
})
