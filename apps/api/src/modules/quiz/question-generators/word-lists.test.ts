import { describe, expect, it } from 'vitest'
import { analogyRelations, consonants, oddOneOutPairs, vowels, wordGroups } from './word-lists.ts'

describe('the hand-made word lists', () => {
  it('put no word in two odd-one-out groups, so the odd word is odd in one way only', () => {
    const seen = new Map<string, string>()
    for (const group of Object.values(wordGroups)) {
      for (const word of group.words) {
        expect(seen.get(word), `${word} is in ${seen.get(word)} and ${group.id}`).toBeUndefined()
        seen.set(word, group.id)
      }
    }
  })

  it('pair only groups that differ, with enough words to draw from', () => {
    for (const pair of oddOneOutPairs) {
      expect(pair.group).not.toBe(pair.odd)
      expect(wordGroups[pair.group].words.length).toBeGreaterThanOrEqual(3)
    }
  })

  it('give each analogy relation different words on each side', () => {
    for (const relation of analogyRelations) {
      const left = relation.pairs.map(([a]) => a)
      const right = relation.pairs.map(([, b]) => b)
      expect(new Set(left).size, relation.id).toBe(left.length)
      expect(new Set(right).size, relation.id).toBe(right.length)
      expect(relation.pairs.length, relation.id).toBeGreaterThanOrEqual(4)
    }
  })

  it('keep the alphabet in the order taught in school', () => {
    expect(vowels.join('')).toBe('অআইঈউঊঋএঐওঔ')
    expect(consonants.join('')).toBe('কখগঘঙচছজঝঞটঠডঢণতথদধনপফবভমযরলশষসহ')
    expect(consonants).toHaveLength(32)
  })
})
