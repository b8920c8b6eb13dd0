import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en } from '../apps/console/src/i18n/en.ts'
import { axeReport, launchBrowser, openDesktop, openPhone } from './support/browser.ts'
import { createOperator, enrolAndLogIn } from './support/console.ts'
import { dismissSplash, logIn, subscribeFromHome } from './support/flows.ts'
import { startServer } from './support/server.ts'

const supportOperator = { email: 'support@example.com', password: 'a passphrase for support' }
const admin = { email: 'admin@example.com', password: 'a passphrase for the admin' }
const number = '01712345678'
const t = en.users

describe('the console’s Users section, as support at a desktop while the player is on their phone', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'khelahobe-console-users-e2e-'))
  let server: Awaited<ReturnType<typeof startServer>>
  let browser: Browser
  let phone: Page
  let desk: Page
  let tokens: { support: string; admin: string }

  beforeAll(async () => {
    tokens = {
      support: await createOperator(dataDir, supportOperator.email, 'support'),
      admin: await createOperator(dataDir, admin.email, 'admin'),
    }
    server = await startServer({}, { dataDir })
    browser = await launchBrowser()
    phone = await openPhone(browser)
    desk = await openDesktop(browser)
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const visible = (locator: Locator) => locator.waitFor({ state: 'visible' })
  const section = (name: string) => desk.getByRole('region', { name })

  it('a player logs in and subscribes on their phone', async () => {
    await logIn(phone, server, number)
    await subscribeFromHome(phone)
  })

  it('support finds the number, written with the country code, and sees the subscription and its payment', async () => {
    await enrolAndLogIn(desk, server.url, { token: tokens.support, ...supportOperator })
    const nav = desk.getByRole('navigation', { name: en.shell.nav })
    expect(await nav.getByRole('link').allTextContents()).toContain(t.nav)
    expect(await nav.getByRole('link').allTextContents()).not.toContain(en.nav.audit)
    await nav.getByRole('link', { name: t.nav }).click()
    await desk.waitForURL(`${server.url}/console/users`)
    await visible(desk.getByRole('heading', { name: t.title, level: 1 }))

    const search = desk.getByRole('search', { name: t.search })
    await search.getByLabel(t.number).fill('0171234')
    await search.getByRole('button', { name: t.find }).click()
    await visible(search.getByText(t.badNumber))

    await search.getByLabel(t.number).fill('+880 1712-345678')
    await search.getByRole('button', { name: t.find }).click()
    await desk.waitForURL(`${server.url}/console/users?number=${number}`)
    await visible(desk.getByRole('heading', { name: t.cardOf(number), level: 2 }))
    await visible(section(t.account).getByText(t.sessionCount(1)))

    const subscription = section(t.subscriptions).getByRole('row').filter({ hasText: t.segments.quiz })
    await visible(subscription.getByText(t.states.subscribed, { exact: true }))
    await visible(subscription.getByText('SUCCEEDED', { exact: true }))
    const payment = section(t.payments).getByRole('row').filter({ hasText: t.segments.quiz })
    await visible(payment.getByText('SUCCEEDED_PAYMENT', { exact: true }))
    await visible(payment.getByText(t.taka(24)))
    expect(await axeReport(desk)).toEqual([])

    // A number nobody used says so.
    await search.getByLabel(t.number).fill('01898765432')
    await search.getByRole('button', { name: t.find }).click()
    await visible(
      desk.getByRole('alert').getByText('No one has used the service with the number 01898765432.'),
    )
    await desk.goBack()
    await visible(desk.getByRole('heading', { name: t.cardOf(number), level: 2 }))
  })

  it('ends their sessions with a reason, and the player’s phone is logged out', async () => {
    const actions = section(t.actions)
    await actions.getByRole('button', { name: t.endSessions }).click()
    const confirm = actions.getByRole('form', { name: t.endSessionsTitle })
    await visible(confirm)
    await confirm.getByRole('button', { name: t.endSessionsConfirm }).click()
    await visible(confirm.getByText(t.reasonRequired))
    expect(await axeReport(desk)).toEqual([])
    await confirm.getByLabel(t.reason).fill('Lost the phone, asked by call')
    await confirm.getByRole('button', { name: t.endSessionsConfirm }).click()
    await visible(actions.getByRole('status').getByText('Ended 1 session: they are logged out everywhere.'))
    await visible(section(t.account).getByText(t.sessionCount(0)))

    await phone.goto(`${server.url}/home`)
    await dismissSplash(phone)
    await visible(phone.getByRole('main').getByRole('button', { name: 'লগইন', exact: true }))
  })

  it('unsubscribes them with a reason, through bKash', async () => {
    const actions = section(t.actions)
    const open = actions.getByRole('button', { name: t.unsubscribe(t.segmentsInText.quiz) })
    // Cancelling changes nothing.
    await open.click()
    await actions.getByRole('button', { name: t.cancel }).click()
    await visible(open)
    await open.click()
    const confirm = actions.getByRole('form', { name: t.unsubscribeTitle(t.segmentsInText.quiz) })
    await confirm.getByLabel(t.reason).fill('Asked by phone, ticket 1234')
    await confirm.getByRole('button', { name: t.unsubscribeConfirm }).click()
    await visible(
      actions
        .getByRole('status')
        .getByText('Unsubscribed from the daily quiz; bKash will not charge them again.'),
    )
    expect(await open.count()).toBe(0)
    const subscription = section(t.subscriptions).getByRole('row').filter({ hasText: t.segments.quiz })
    await visible(subscription.getByText(t.states.cancelled, { exact: true }))
    await visible(subscription.getByText('CANCELLED', { exact: true }))
    expect(await axeReport(desk)).toEqual([])

    // A fresh look-up reads it back from the server.
    await desk.reload()
    await visible(
      section(t.subscriptions)
        .getByRole('row')
        .filter({ hasText: t.segments.quiz })
        .getByText('CANCELLED', { exact: true }),
    )
  })

  it('an admin sees both changes, by support and with the reasons, in the audit log', async () => {
    const adminDesk = await openDesktop(browser)
    await enrolAndLogIn(adminDesk, server.url, { token: tokens.admin, ...admin })
    await adminDesk.goto(`${server.url}/console/audit`)
    const rows = adminDesk.getByRole('table', { name: en.audit.caption }).getByRole('row')
    const ended = rows.filter({ hasText: 'user.sessions.end' })
    const cancelled = rows.filter({ hasText: 'subscription.cancel' })
    await visible(ended)
    await visible(cancelled)
    await visible(ended.getByText(supportOperator.email))
    await visible(cancelled.getByText(supportOperator.email))
    await ended.getByText(/^Changed/).click()
    await visible(ended.getByText(/Lost the phone, asked by call/))
    await cancelled.getByText(/^Changed/).click()
    await visible(cancelled.getByText(/Asked by phone, ticket 1234/))
    expect(await rows.filter({ hasText: 'user.view' }).count()).toBeGreaterThan(0)
    expect(await axeReport(adminDesk)).toEqual([])
    await adminDesk.close()
  })
})
