import { describe, expect, it } from 'vitest'
import { rememberPlayAfterPayment, takePlayAfterPayment } from './after-payment.ts'

describe('the play to continue with after paying', () => {
  it('is given back once, for its own request', () => {
    rememberPlayAfterPayment('req-1', { path: '/game', state: { startGame: { game: 'SharkGame' } } })
    expect(takePlayAfterPayment('req-1')).toEqual({
      path: '/game',
      state: { startGame: { game: 'SharkGame' } },
    })
    expect(takePlayAfterPayment('req-1')).toBeNull()
  })

  it('is not given to another request, and is forgotten by it', () => {
    rememberPlayAfterPayment('req-1', { path: '/quiz' })
    expect(takePlayAfterPayment('req-2')).toBeNull()
    expect(takePlayAfterPayment('req-1')).toBeNull()
  })

  it('is forgotten when a later tap has none to continue with', () => {
    rememberPlayAfterPayment('req-1', { path: '/quiz' })
    rememberPlayAfterPayment('req-2', undefined)
    expect(takePlayAfterPayment('req-1')).toBeNull()
  })

  it('never leads off the site', () => {
    for (const path of ['//evil.example/quiz', 'https://evil.example', 'quiz']) {
      rememberPlayAfterPayment('req-1', { path })
      expect(takePlayAfterPayment('req-1'), path).toBeNull()
    }
  })
})
