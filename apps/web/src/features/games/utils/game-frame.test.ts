import { describe, expect, it } from 'vitest'
import { frameSource, readGameData, readScoreMessage } from './game-frame.ts'

const sessionId = '6f1c1f4e-8f53-4a55-9a53-2f0a3c8f2b10'

describe('the game frame', () => {
  it('adds the page’s origin to the game’s address, on this server or a CDN', () => {
    expect(
      frameSource('/games/FlappyDino/?GN=FlappyDino&session=s&seed=5', 'https://khelahobe.example'),
    ).toBe(
      'https://khelahobe.example/games/FlappyDino/?GN=FlappyDino&session=s&seed=5&origin=https%3A%2F%2Fkhelahobe.example',
    )
    expect(frameSource('https://cdn.example/games/4096/?GN=4096', 'https://khelahobe.example')).toBe(
      'https://cdn.example/games/4096/?GN=4096&origin=https%3A%2F%2Fkhelahobe.example',
    )
  })

  it('reads gameData from the navigation state, or nothing', () => {
    const gameData = { gameUrl: '/games/4096/', params: { sessionId, game: '4096', mode: 'free' } }
    expect(readGameData({ gameData })).toEqual(gameData)
    expect(readGameData(null)).toBeNull()
    expect(readGameData({})).toBeNull()
    expect(readGameData({ gameData: { gameUrl: 5 } })).toBeNull()
  })

  it('takes only a well-formed score message for the current session', () => {
    const good = { type: 'score', sessionId, score: 3, ticks: 400, inputs: [[10, 0]] }
    expect(readScoreMessage(good, sessionId)).toEqual(good)
    expect(readScoreMessage({ ...good, sessionId: 'another' }, sessionId)).toBeNull()
    expect(readScoreMessage({ ...good, type: 'ready' }, sessionId)).toBeNull()
    expect(readScoreMessage({ ...good, score: -1 }, sessionId)).toBeNull()
    expect(readScoreMessage({ ...good, inputs: [[1]] }, sessionId)).toBeNull()
    expect(readScoreMessage({ ...good, inputs: 'x' }, sessionId)).toBeNull()
    expect(readScoreMessage('score', sessionId)).toBeNull()
    expect(readScoreMessage(null, sessionId)).toBeNull()
  })
})
