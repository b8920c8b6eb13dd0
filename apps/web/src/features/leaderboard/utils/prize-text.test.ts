import { describe, expect, it } from 'vitest'
import { prizeText } from './prize-text.ts'

describe('prizeText', () => {
  it('names cash with its taka in Bengali digits, and goods by name', () => {
    expect(prizeText({ kind: 'cash', amountTaka: 10 })).toBe('১০ টাকা ক্যাশ-ইন')
    expect(prizeText({ kind: 'cash', amountTaka: 3000 })).toBe('৩,০০০ টাকা ক্যাশ-ইন')
    expect(prizeText({ kind: 'smartphone', amountTaka: 0 })).toBe('স্মার্টফোন')
    expect(prizeText({ kind: 'smartwatch', amountTaka: 0 })).toBe('স্মার্টওয়াচ')
  })
})
