import { describe, expect, it } from 'vitest'
import { isPlayPath, mayTakeOver } from './pwa-update.ts'

describe('when a new version may take over the screen', () => {
  it('never during a quiz or a game, whatever happened', () => {
    for (const pathname of [
      '/quizflow',
      '/quizflow2',
      '/tournamentframe',
      '/game',
      '/gametest',
      '/QuizFlow/',
    ]) {
      expect(isPlayPath(pathname), pathname).toBe(true)
      for (const trigger of ['found', 'navigated'] as const) {
        for (const interacted of [false, true]) {
          expect(mayTakeOver({ trigger, pathname, interacted }), `${pathname} ${trigger} ${interacted}`).toBe(
            false,
          )
        }
      }
    }
  })

  it('on the move to another page, even after the person has used this one', () => {
    for (const pathname of ['/', '/home', '/leaderboard', '/quiz', '/profile', '/terms']) {
      expect(mayTakeOver({ trigger: 'navigated', pathname, interacted: true }), pathname).toBe(true)
    }
  })

  it('as soon as it is found only while the page is untouched', () => {
    expect(mayTakeOver({ trigger: 'found', pathname: '/home', interacted: false })).toBe(true)
    expect(mayTakeOver({ trigger: 'found', pathname: '/home', interacted: true })).toBe(false)
    expect(mayTakeOver({ trigger: 'found', pathname: '/profile', interacted: true })).toBe(false)
  })

  it('does not mistake pages whose names merely start like a play page', () => {
    for (const pathname of ['/gameboard', '/games', '/quiz', '/quiz-success', '/play']) {
      expect(isPlayPath(pathname), pathname).toBe(false)
    }
  })
})
