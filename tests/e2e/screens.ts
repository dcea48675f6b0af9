// Screens looked at as the specs look at them: signed in with the cookie notice already answered (so that it never
// covers a screenshot), at a phone's width and at a desktop's.
import type { Page } from '@playwright/test'
import { COOKIES } from '../../common/constants.ts'
import { login, test } from './fixtures.ts'

export const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]

/** Logs in through the form and marks the cookie notice as answered. */
export async function signIn(page: Page, member: { username: string; password: string }) {
  await login(page, member)
  const { hostname } = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:8790')
  await page.context().addCookies([{ name: COOKIES.notice, value: '1', domain: hostname, path: '/', sameSite: 'Lax' }])
}

/** At each width: `ready` brings the page to the state to look at, then a screenshot to `file(width)`; the last width stays. */
export async function atBothWidths(page: Page, file: (width: number) => string, ready: () => Promise<void>, fullPage = false) {
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await ready()
    await page.screenshot({ path: file(size.width), fullPage })
  }
}
