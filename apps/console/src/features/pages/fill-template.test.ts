import { describe, expect, it } from 'vitest'
import { fillTemplate, insertAt, moved, unknownPlaceholders } from './fill-template.ts'

const figures = { gameTaka: '১০', playsPerDay: '২' }

describe('the page preview', () => {
  it('fills every placeholder the figures know, as often as it appears', () => {
    expect(fillTemplate('প্রতি খেলায় {gameTaka} টাকা, দিনে {playsPerDay} বার; {gameTaka}!', figures)).toBe(
      'প্রতি খেলায় ১০ টাকা, দিনে ২ বার; ১০!',
    )
  })

  it('leaves an unknown placeholder and plain braces as written', () => {
    expect(fillTemplate('{nope} আর {gameTaka} {} { gameTaka }', figures)).toBe('{nope} আর ১০ {} { gameTaka }')
  })

  it('names the unknown placeholders once each, and not inherited names', () => {
    expect(unknownPlaceholders('{nope} {gameTaka} {nope} {toString}', figures)).toEqual(['nope', 'toString'])
    expect(unknownPlaceholders('{gameTaka}', figures)).toEqual([])
  })
})

describe('inserting a placeholder at the caret', () => {
  it('puts the text at the caret, or in place of the selection, and moves the caret after it', () => {
    expect(insertAt('ab', '{x}', 1)).toEqual({ text: 'a{x}b', caret: 4 })
    expect(insertAt('abcd', '{x}', 1, 3)).toEqual({ text: 'a{x}d', caret: 4 })
    expect(insertAt('ab', '{x}', 99)).toEqual({ text: 'ab{x}', caret: 5 })
  })
})

describe('moving an item', () => {
  it('swaps it with its neighbour, and refuses to move past an end', () => {
    expect(moved([1, 2, 3], 1, -1)).toEqual([2, 1, 3])
    expect(moved([1, 2, 3], 1, 1)).toEqual([1, 3, 2])
    expect(moved([1, 2, 3], 0, -1)).toBeNull()
    expect(moved([1, 2, 3], 2, 1)).toBeNull()
  })
})
