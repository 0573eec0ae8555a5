// The Send view, filled the way a visitor does it: shared by the send, account and fault tests.
import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures.js'

/**
 * With the Send view open, picks the token by its symbol, types the amount and the receiver;
 * returns the form. Reviewing is left to the test: what it checks before that differs.
 */
export async function fillSendForm(
  page: Page,
  { symbol, amount, to }: { symbol: string; amount: string; to: string },
): Promise<Locator> {
  const form = page.getByRole('dialog', { name: 'Send' })
  await form.getByTestId('send-token').click()
  await page
    .getByRole('dialog', { name: 'Select Token' })
    .getByRole('button', { name: new RegExp(` ${symbol}$`) })
    .click()
  await expect(form.getByTestId('send-token')).toContainText(symbol)
  await form.getByLabel('Amount').fill(amount)
  await form.getByLabel('To').fill(to)
  return form
}
