import { describe, expect, it } from 'vitest'
import { landingPathFor, mayOpen, type NavItem, navItemsFor } from './nav.ts'

describe('the console nav', () => {
  it('gives each role its sections, health to everyone and the audit log to admins only', () => {
    expect(navItemsFor('admin').map((item) => item.to)).toEqual([
      '/pages',
      '/questions',
      '/tournaments',
      '/users',
      '/winners',
      '/payouts',
      '/campaigns',
      '/health',
      '/audit',
    ])
    expect(navItemsFor('editor').map((item) => item.to)).toEqual([
      '/pages',
      '/questions',
      '/tournaments',
      '/health',
    ])
    expect(navItemsFor('finance').map((item) => item.to)).toEqual([
      '/winners',
      '/payouts',
      '/campaigns',
      '/health',
    ])
    expect(navItemsFor('support').map((item) => item.to)).toEqual(['/users', '/health'])
  })

  it('lands each role on its first section', () => {
    expect(landingPathFor('admin')).toBe('/pages')
    expect(landingPathFor('editor')).toBe('/pages')
    expect(landingPathFor('finance')).toBe('/winners')
    expect(landingPathFor('support')).toBe('/users')
  })

  it('keeps the order of the sections and lands on the first a role may use', () => {
    const all: NavItem[] = [
      { to: '/operators', label: 'Operators', roles: ['admin'] },
      { to: '/questions', label: 'Questions', roles: ['editor', 'admin'] },
      { to: '/payouts', label: 'Payouts', roles: ['finance', 'admin'] },
    ]
    expect(navItemsFor('admin', all).map((item) => item.to)).toEqual(['/operators', '/questions', '/payouts'])
    expect(navItemsFor('editor', all).map((item) => item.to)).toEqual(['/questions'])
    expect(landingPathFor('finance', all)).toBe('/payouts')
    expect(landingPathFor('support', all)).toBeNull()
  })

  it('shuts a section and the pages under it to the roles it is not for', () => {
    expect(mayOpen('admin', '/audit')).toBe(true)
    expect(mayOpen('editor', '/audit')).toBe(false)
    expect(mayOpen('editor', '/audit/12')).toBe(false)
    expect(mayOpen('editor', '/auditors')).toBe(true)
    expect(mayOpen('editor', '/')).toBe(true)
    expect(mayOpen('editor', '/pages/prizePage')).toBe(true)
    expect(mayOpen('editor', '/questions/12')).toBe(true)
    expect(mayOpen('finance', '/questions/12')).toBe(false)
    expect(mayOpen('support', '/pages')).toBe(false)
  })
})
