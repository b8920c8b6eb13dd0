import { describe, expect, it } from 'vitest'
import { filterQuery, noFilters, pageCount, readFilters } from './question-filters.ts'

describe('the question list filters', () => {
  it('reads an address, leaving what it cannot read at the defaults', () => {
    expect(
      readFilters(new URLSearchParams('category=history&status=retired&difficulty=hard&q=%20ঢাকা%20&page=3')),
    ).toEqual({
      category: 'history',
      status: 'retired',
      difficulty: 'hard',
      q: 'ঢাকা',
      page: 3,
    })
    expect(readFilters(new URLSearchParams('status=gone&difficulty=tough&page=-2'))).toEqual(noFilters)
    expect(readFilters(new URLSearchParams('page=1.5'))).toEqual(noFilters)
  })

  it('writes only the filters that differ from the defaults', () => {
    expect(filterQuery(noFilters)).toBe('')
    expect(filterQuery({ ...noFilters, status: 'active', q: ' ঢাকা ', page: 2 })).toBe(
      `status=active&q=${encodeURIComponent('ঢাকা')}&page=2`,
    )
  })

  it('round-trips', () => {
    const filters = {
      category: 'sports',
      status: 'active',
      difficulty: 'easy',
      q: 'cricket',
      page: 4,
    } as const
    expect(readFilters(new URLSearchParams(filterQuery(filters)))).toEqual(filters)
  })

  it('counts at least one page', () => {
    expect(pageCount(0, 50)).toBe(1)
    expect(pageCount(50, 50)).toBe(1)
    expect(pageCount(51, 50)).toBe(2)
  })
})
