import { describe, expect, it } from 'vitest'
import { prefilledEmail, returnPath } from './return-to.ts'

describe('after the login', () => {
  it('goes back to the console page the operator was sent away from', () => {
    expect(returnPath({ returnTo: '/audit' })).toBe('/audit')
    expect(returnPath({ returnTo: '/audit?before=40' })).toBe('/audit?before=40')
  })

  it('goes to the landing page without one, or for one that is not a console page', () => {
    for (const state of [undefined, null, {}, { returnTo: 5 }, { returnTo: 'audit' }]) {
      expect(returnPath(state)).toBe('/')
    }
    expect(returnPath({ returnTo: '//evil.example/audit' })).toBe('/')
    expect(returnPath({ returnTo: '/\\evil.example' })).toBe('/')
    expect(returnPath({ returnTo: '/login' })).toBe('/')
    expect(returnPath({ returnTo: '/login?x=1' })).toBe('/')
  })

  it('fills in the e-mail the enrolment page passed on', () => {
    expect(prefilledEmail({ email: 'ops@example.com' })).toBe('ops@example.com')
    expect(prefilledEmail({ email: 3 })).toBe('')
    expect(prefilledEmail(null)).toBe('')
  })
})
