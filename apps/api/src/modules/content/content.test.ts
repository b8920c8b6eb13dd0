import { staticPageNames } from '@khelahobe/contracts/content'
import { gameNames, quizRules } from '@khelahobe/contracts/rules'
import { afterEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../../../test/databases.ts'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { bengaliDigits as bengali } from '../../lib/bengali-digits.ts'
import { competitions } from '../winners/competitions.ts'
import { parseSupportHours } from './content.service.ts'
import { pageSeed } from './page-seed.ts'
import { fillTemplate, placeholdersOf, ruleFigures } from './rule-figures.ts'

const figures = ruleFigures({ priceTaka: 24 })
const seededItems = staticPageNames.flatMap((page) => pageSeed[page].map((item) => ({ page, ...item })))

describe('the pages state what the code enforces', () => {
  it('writes every number of the seed as a placeholder the figures know', () => {
    for (const item of seededItems) {
      for (const text of [item.title, item.message]) {
        for (const name of placeholdersOf(text))
          expect(figures, `${item.page}: {${name}}`).toHaveProperty(name)
        // A game's name may hold digits (4096); any other digit would be a number the code does not set.
        const bare = gameNames.reduce((rest, game) => rest.replaceAll(game, ''), text.replace(/\{\w+\}/g, ''))
        expect(bare, `${item.page}: ${item.title}`).not.toMatch(/[0-9০-৯]/)
      }
    }
  })

  it('reads each figure from the competitions the winners jobs run and the rules the plays obey', () => {
    const { daily_quiz, weekly_special, monthly_quiz, daily_game } = competitions
    expect(figures).toMatchObject({
      price: '২৪',
      quizQuestions: bengali(quizRules.regular.questions),
      quizPlays: bengali(quizRules.regular.playsPerDay),
      quizWinning: bengali(quizRules.regular.winningCorrect),
      specialWinning: bengali(quizRules.special.winningCorrect),
      dailyQuizWinners: bengali(daily_quiz.winners),
      dailyQuizTaka: bengali(daily_quiz.prizeFor().amountTaka),
      specialWinners: bengali(weekly_special.winners),
      specialTaka: bengali(weekly_special.prizeFor().amountTaka),
      gameWinners: bengali(daily_game.winners),
      gameTaka: bengali(daily_game.prizeFor().amountTaka),
      weeklyPayoutDays: 'শনিবার বা রবিবার',
    })
    expect(figures.monthlyPrizes).toBe(
      `প্রথম: স্মার্টফোন, দ্বিতীয়: স্মার্টওয়াচ, তৃতীয়: ${bengali(monthly_quiz.prizeFor(3).amountTaka)} টাকা ক্যাশ-ইন`,
    )
    // The spec's figures, so a change to a constant is a decision, not an accident.
    expect([daily_quiz.winners, daily_quiz.prizeFor().amountTaka, quizRules.regular.winningCorrect]).toEqual([
      50, 10, 20,
    ])
    expect([weekly_special.winners, weekly_special.prizeFor().amountTaka]).toEqual([10, 50])
    expect([daily_game.winners, daily_game.prizeFor().amountTaka]).toEqual([100, 10])
  })

  it('leaves a placeholder it does not know as written, for the operator to see', () => {
    expect(fillTemplate('সপ্তাহে {price} টাকা, {unknown}', figures)).toBe('সপ্তাহে ২৪ টাকা, {unknown}')
  })

  it('reads the support hours of the configuration', () => {
    expect(parseSupportHours('sun-thu 10:00-18:00')).toEqual({
      firstDay: 0,
      lastDay: 4,
      opens: '10:00',
      closes: '18:00',
    })
    expect(parseSupportHours('sat-wed 09:30-17:00')).toMatchObject({ firstDay: 6, lastDay: 3 })
  })
})

describe.each(testDatabases)('static pages and support contacts on $name', (kind) => {
  let t: TestApp
  afterEach(() => t.close())

  const get = (url: string) => t.app.inject({ method: 'GET', url })

  it('answers each page in serial order with its figures filled in', async () => {
    t = await createTestApp(kind)
    for (const page of staticPageNames) {
      const response = await get(`/api/default/GetStaticRules?pagename=${page}`)
      expect(response.statusCode).toBe(200)
      const items: { id: number; serial: number; title: string; message: string }[] = response.json().data
      expect(items.map((item) => item.serial)).toEqual(pageSeed[page].map((_, index) => index + 1))
      expect(items.map((item) => item.title)).toEqual(pageSeed[page].map((item) => item.title))
      for (const item of items) expect(item.message).not.toMatch(/[{}]/)
    }
    const prizes = (await get('/api/default/GetStaticRules?pagename=prizePage')).json().data
    expect(prizes[0].message).toContain(`প্রথম ${bengali(competitions.daily_quiz.winners)} জন`)
    expect(prizes[0].message).toContain(`${bengali(quizRules.regular.winningCorrect)}টি বা তার বেশি`)
  })

  it('states the price the subscriptions charge', async () => {
    t = await createTestApp(kind, { env: { SUBSCRIPTION_PRICE_TAKA: '30' } })
    const terms = (await get('/api/default/GetStaticRules?pagename=termsPage')).json().data
    expect(terms[1].message).toContain('সপ্তাহে ৩০ টাকা')
  })

  it('refuses an unknown or missing page name with a 400 that says which exist', async () => {
    t = await createTestApp(kind)
    for (const url of [
      '/api/default/GetStaticRules?pagename=aboutPage',
      '/api/default/GetStaticRules',
      '/api/default/GetStaticRules?pagename=termsPage&pagename=gameRule',
    ]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(400)
      expect(response.json().code).toBe('VALIDATION_ERROR')
    }
    expect((await get('/api/default/GetStaticRules?pagename=x')).json().message).toContain(
      'termsPage, gameRule or prizePage',
    )
  })

  it('answers the configured support contacts', async () => {
    t = await createTestApp(kind, {
      env: {
        SUPPORT_EMAIL: 'help@example.com.bd',
        SUPPORT_PHONE: '+8801700000001',
        SUPPORT_HOURS: 'sat-wed 09:00-17:00',
      },
    })
    expect((await get('/api/default/supportContacts')).json().data).toEqual({
      email: 'help@example.com.bd',
      phone: '+8801700000001',
      hours: { firstDay: 6, lastDay: 3, opens: '09:00', closes: '17:00' },
      social: {
        whatsapp: 'https://wa.me/8801700000001',
        messenger: 'https://m.me/',
        facebook: 'https://www.facebook.com/',
      },
    })
  })
})
