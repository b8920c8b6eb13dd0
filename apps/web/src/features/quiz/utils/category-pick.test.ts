import { describe, expect, it } from 'vitest'
import { isPickComplete, togglePick } from './category-pick.ts'

describe('togglePick', () => {
  it('adds categories in the order they are tapped', () => {
    expect(togglePick(togglePick([], 4), 2)).toEqual([4, 2])
  })

  it('un-chooses a chosen category', () => {
    expect(togglePick([1, 2, 3], 2)).toEqual([1, 3])
  })

  it('ignores a fourth pick', () => {
    const full = [1, 2, 3]
    expect(togglePick(full, 4)).toBe(full)
  })

  it('takes a new pick again once one is un-chosen', () => {
    expect(togglePick(togglePick([1, 2, 3], 1), 4)).toEqual([2, 3, 4])
  })
})

describe('isPickComplete', () => {
  it('is true for exactly three', () => {
    expect(isPickComplete([])).toBe(false)
    expect(isPickComplete([1, 2])).toBe(false)
    expect(isPickComplete([1, 2, 3])).toBe(true)
  })
})
