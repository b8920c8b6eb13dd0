import { describe, expect, it } from 'vitest'
import { en } from '../../i18n/en.ts'
import { actorLabel, changeSummary, compactJson, formatWhen } from './audit-format.ts'

describe('an audit entry as the table shows it', () => {
  it('gives the time in Dhaka, whatever the browser’s zone', () => {
    expect(formatWhen('2025-03-01T18:30:05.000Z')).toBe('2 Mar 2025, 00:30:05')
    expect(formatWhen('not a time')).toBe('not a time')
  })

  it('names the operator, or the command line', () => {
    expect(actorLabel('ops@example.com', 'question.update')).toBe('ops@example.com')
    expect(actorLabel(null, 'operator.create')).toBe(en.audit.commandLine)
    expect(actorLabel(null, 'operator.login.failed')).toBe(en.audit.notLoggedIn)
  })

  it('writes values as one line of JSON', () => {
    expect(compactJson({ email: 'a@b.c', role: 'admin' })).toBe('{"email":"a@b.c","role":"admin"}')
    expect(compactJson(null)).toBe('null')
    expect(compactJson(undefined)).toBe('null')
  })

  it('sums a change up by the fields it touched', () => {
    expect(changeSummary(null, null)).toBeNull()
    expect(changeSummary(null, { role: 'admin', email: 'a@b.c' })).toBe('Set email, role')
    expect(changeSummary({ role: 'editor', email: 'a@b.c' }, { role: 'admin', email: 'a@b.c' })).toBe(
      'Changed role',
    )
    expect(changeSummary({ b: { x: 1 } }, { b: { x: 2 }, a: 1 })).toBe('Changed a, b')
    expect(changeSummary({ a: 1 }, { a: 1 })).toBe('No difference')
    expect(changeSummary({ title: 'x' }, null)).toBe('Cleared title')
    expect(changeSummary(null, 5)).toBe('Set')
    expect(changeSummary(4, 5)).toBe('Changed')
  })
})
