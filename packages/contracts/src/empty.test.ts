import { describe, expect, it } from 'vitest'
import { isEmptyValue } from './empty.ts'

describe('isEmptyValue', () => {
  it.each([
    ['', true],
    ['   \t\n', true],
    [Number.NaN, true],
    [Number.POSITIVE_INFINITY, true],
    [[], true],
    [{}, true],
    [null, true],
    [undefined, true],
    ['a', false],
    [' a ', false],
    [0, false],
    [-1.5, false],
    [[0], false],
    [{ a: undefined }, false],
    [false, false],
  ])('%j → %s', (value, expected) => {
    expect(isEmptyValue(value)).toBe(expected)
  })
})
