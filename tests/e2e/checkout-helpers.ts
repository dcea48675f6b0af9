// The checkout steps in a real browser, shared by checkout.spec.ts and after-the-hammer.spec.ts: axe on
// the main region, the cart → delivery → invoice → card form → 3-D Secure frame walk, and the bank's code.
import type { Page } from '@playwright/test'
import { tc } from '../../client/i18n/tr-checkout.ts'
import { t } from '../../client/i18n/tr.ts'
import { tr } from '../../common/messages.ts'
import { EXPIRY_YEARS_AHEAD } from '../../common/schemas/payment.ts'
import { istanbulYearMonth } from '../../common/time.ts'
import { expect, seriousAxe } from './fixtures.ts'

export async function axe(page: Page) {
  expect(await seriousAxe(page, 'main')).toEqual([])
}

/** From the cart to the bank's page: contract, delivery (4 steps), invoice, card form; returns the 3-D Secure frame. */
export async function checkout(page: Page, card: string, installments: number) {
  await page.goto('/sepetim')
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(tc.cart.title) })).toBeVisible()
  const box = page.getByRole('checkbox', { name: new RegExp(tc.cart.contractRead) })
  if (await box.isChecked()) await box.uncheck()
  await page.getByRole('button', { name: tc.cart.toCheckout }).click()
  await expect(page.getByText(tr.checkout.contractRequired).first()).toBeVisible()
  await page.getByRole('button', { name: tc.cart.contract }).click()
  const contract = page.getByRole('dialog', { name: tc.cart.contractTitle })
  await expect(contract.getByRole('button', { name: t.contracts.accept })).toBeEnabled()
  await contract.getByRole('button', { name: t.contracts.accept }).click()
  await expect(box).toBeChecked()
  await page.getByRole('button', { name: tc.cart.toCheckout }).click()

  await expect(page).toHaveURL(/\/teslimat$/)
  // Invoicing at the delivery address is the default (a fresh browser has chosen nothing), in sight
  // without scrolling; these journeys then take the invoice step (4 steps).
  const sameInvoice = page.getByRole('checkbox', { name: tc.delivery.sameInvoice })
  await expect(sameInvoice).toBeChecked()
  await expect(sameInvoice).toBeInViewport()
  await expect(page.getByRole('navigation', { name: tc.steps.label }).getByRole('listitem')).toHaveCount(3)
  await sameInvoice.uncheck()
  await expect(page.getByRole('navigation', { name: tc.steps.label }).getByRole('listitem')).toHaveCount(4)
  await expect(page.getByRole('radio', { checked: true })).toBeVisible() // the default address is preselected
  await page.getByRole('button', { name: tc.common.continue }).click()
  await expect(page).toHaveURL(/\/fatura$/)
  await page.getByRole('button', { name: tc.invoice.toPayment }).click()
  await expect(page).toHaveURL(/\/odeme$/)

  await page.getByLabel(tc.payment.holder).fill('CAN YILMAZ')
  await page.getByLabel(tc.payment.number).fill(card)
  await expect(page.getByLabel(tc.payment.number)).toHaveValue(/^\d{4} \d{4} \d{4} \d{4}$/)
  await page.getByRole('radio', { name: new RegExp(tc.payment.single) }).waitFor()
  if (installments > 1) await page.getByRole('radio', { name: new RegExp(`^${tc.payment.nTimes(installments)}`) }).check()
  await page.getByLabel(tc.payment.month).selectOption('12')
  // The expiry years start at the current year: an expired year is never offered.
  const years = await page
    .getByLabel(tc.payment.year)
    .locator('option')
    .evaluateAll((o) => o.map((x) => x.getAttribute('value') ?? '').filter(Boolean))
  const thisYear = istanbulYearMonth(Date.now()).year
  expect(years[0]).toBe(String(thisYear))
  expect(years.at(-1)).toBe(String(thisYear + EXPIRY_YEARS_AHEAD))
  expect(years).not.toContain(String(thisYear - 1))
  await page.getByLabel(tc.payment.year).selectOption('2030')
  await page.getByLabel(tc.payment.cvcShort).fill('123')
  await axe(page)
  await page.getByRole('button', { name: new RegExp(`${tc.payment.pay('').trim()}$`) }).click()
  const bank = page.frameLocator(`iframe[title="${tc.payment.threeDsFrame}"]`)
  await expect(bank.getByLabel(tr.payment.sim.code)).toBeVisible()
  const frame = page.locator(`iframe[title="${tc.payment.threeDsFrame}"]`)
  expect(await frame.evaluate((f) => f.getBoundingClientRect().height)).toBe(370)
  return bank
}

/** Types the code the simulated bank shows ("sent by SMS") and confirms. */
export async function confirmOnBankPage(page: Page, bank: ReturnType<Page['frameLocator']>) {
  const hint = await bank.locator('#hint').innerText()
  const code = /(\d{6})/.exec(hint)![1]!
  await bank.getByLabel(tr.payment.sim.code).fill(code)
  await bank.getByRole('button', { name: tr.payment.sim.confirm }).click()
  await expect(page).toHaveURL(/\/paymentresult\/\d+$/, { timeout: 20_000 })
}
