import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { consoleSession } from '../../../test/console.ts'
import { testDatabases } from '../../../test/databases.ts'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { pageSeed } from './page-seed.ts'

describe.each(testDatabases)('the console page editor on $name', (kind) => {
  let t: TestApp
  let editor: string
  beforeEach(async () => {
    t = await createTestApp(kind)
    editor = await consoleSession(t, 'editor@example.com', 'editor')
  })
  afterEach(() => t.close())

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = editor) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })
  const shown = async () => (await t.app.inject('/api/default/GetStaticRules?pagename=prizePage')).json().data

  it('edits an item as a template with a preview, and the page shows it filled in', async () => {
    const page = (await call('GET', '/api/console/pages/prizePage')).json().data
    expect(page.items).toHaveLength(pageSeed.prizePage.length)
    expect(page.figures).toMatchObject({ dailyQuizWinners: '৫০' })
    const first = page.items[0]
    expect(first.message).toContain('{dailyQuizWinners}')
    expect(first.preview.message).toContain('প্রথম ৫০ জন')

    const edited = await call('PUT', `/api/console/pages/prizePage/items/${first.id}`, {
      title: ' দৈনিক কুইজের পুরস্কার ',
      message: 'প্রথম {dailyQuizWinners} জন\nপাবেন {dailyQuizTaka} টাকা।',
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().data.preview).toEqual({
      title: 'দৈনিক কুইজের পুরস্কার',
      message: 'প্রথম ৫০ জন\nপাবেন ১০ টাকা।',
    })
    expect((await shown())[0]).toMatchObject({
      title: 'দৈনিক কুইজের পুরস্কার',
      message: 'প্রথম ৫০ জন\nপাবেন ১০ টাকা।',
    })

    const audit = (
      await call(
        'GET',
        '/api/console/audit',
        undefined,
        await consoleSession(t, 'admin@example.com', 'admin'),
      )
    ).json().data.entries
    const update = audit.find((entry: { action: string }) => entry.action === 'page.item.update')
    expect(update).toMatchObject({
      actor: 'editor@example.com',
      subject: `prizePage:${first.id}`,
      before: { title: 'দৈনিক কুইজ' },
      after: { title: 'দৈনিক কুইজের পুরস্কার' },
    })
  })

  it('refuses an unknown placeholder, an empty or control-character text, and writes nothing', async () => {
    const [first] = (await call('GET', '/api/console/pages/gameRule')).json().data.items
    const before = await shown()
    for (const payload of [
      { title: 'x', message: 'দিনে {playsPerDay} বার' },
      { title: '  ', message: 'ঠিক আছে' },
      { title: 'x', message: 'a\u0000b' },
      { title: 'x', message: 'ক'.repeat(4001) },
    ]) {
      const refused = await call('PUT', `/api/console/pages/gameRule/items/${first.id}`, payload)
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400)
    }
    expect(
      (
        await call('PUT', `/api/console/pages/gameRule/items/${first.id}`, { title: 'x', message: '{nope}' })
      ).json().message,
    ).toContain('Unknown placeholder {nope}')
    expect(
      (await call('PUT', '/api/console/pages/gameRule/items/999999', { title: 'x', message: 'y' }))
        .statusCode,
    ).toBe(404)
    expect(await shown()).toEqual(before)
  })

  it('adds, reorders and deletes items, each audited, and only for editors', async () => {
    const added = await call('POST', '/api/console/pages/prizePage/items', {
      title: 'নতুন',
      message: 'সপ্তাহে {price} টাকা',
    })
    expect(added.json().data).toMatchObject({
      serial: pageSeed.prizePage.length + 1,
      preview: { message: 'সপ্তাহে ২৪ টাকা' },
    })
    const ids: number[] = (await call('GET', '/api/console/pages/prizePage'))
      .json()
      .data.items.map((item: { id: number }) => item.id)
    const reversed = [...ids].reverse()
    const reordered = await call('PUT', '/api/console/pages/prizePage/order', { ids: reversed })
    expect(
      reordered.json().data.map((item: { id: number; serial: number }) => [item.id, item.serial]),
    ).toEqual(reversed.map((id, index) => [id, index + 1]))
    expect((await shown())[0].title).toBe('নতুন')
    expect(
      (await call('PUT', '/api/console/pages/prizePage/order', { ids: reversed.slice(1) })).statusCode,
    ).toBe(400)
    expect(
      (await call('DELETE', `/api/console/pages/prizePage/items/${added.json().data.id}`)).statusCode,
    ).toBe(200)
    expect(await shown()).toHaveLength(pageSeed.prizePage.length)

    const support = await consoleSession(t, 'support@example.com', 'support')
    expect((await call('GET', '/api/console/pages/prizePage', undefined, support)).statusCode).toBe(403)
  })
})
