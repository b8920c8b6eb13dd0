import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearFlags } from '../../../lib/storage.ts'
import { declarePlayOver, forgetPlay, playToEnd } from '../utils/ended-play.ts'
import { getCurrentPlay } from './get-current-play.ts'
import { startQuiz } from './start-quiz.ts'

const play = (playId: number) => ({
  data: {
    isPlayed: 0,
    qlist: [],
    timeDuration: 90,
    deadline: null,
    playId,
    totalQuestions: 40,
    answeredCount: 0,
  },
})

/** The server, as far as these calls go: each path answers what `answers` says, or 200 with `play(7)`. */
function server(answers: Record<string, () => Response> = {}) {
  const paths: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split('?')[0] ?? url
      paths.push(init?.body ? `${path} ${init.body}` : path)
      return answers[path]?.() ?? new Response(JSON.stringify(play(7)), { status: 200 })
    }),
  )
  return paths
}

const offline = () => {
  throw new TypeError('Failed to fetch')
}
const start = () => startQuiz({ kind: 'regular', msisdn: '01712345678', categoryIds: [] })
const startBody = '{"fbid":"01712345678","isRandom":1,"quizCats":[],"ServiceName":"regularQuiz"}'

beforeEach(() => clearFlags())
afterEach(() => vi.unstubAllGlobals())

describe('a play the app has said is over', () => {
  it('is ended on the server before the next start, which then may start anew', async () => {
    const paths = server()
    await start()
    expect(declarePlayOver('regular')).toBe(true)
    await start()
    expect(paths).toEqual([
      `/api/Quiz/GetRandomOrCatQuiz ${startBody}`,
      '/api/Quiz/EndPlay {"playId":7}',
      `/api/Quiz/GetRandomOrCatQuiz ${startBody}`,
    ])
    expect(playToEnd('regular')).toBeNull()
  })

  it('keeps a start or a resume from happening while its end cannot be sent, and ends it once it can', async () => {
    let paths = server()
    await getCurrentPlay('regular')
    declarePlayOver('regular')

    paths = server({ '/api/Quiz/EndPlay': offline })
    await expect(start()).rejects.toMatchObject({ code: 'NETWORK_ERROR' })
    await expect(getCurrentPlay('regular')).rejects.toMatchObject({ code: 'NETWORK_ERROR' })
    expect(paths).toEqual(['/api/Quiz/EndPlay {"playId":7}', '/api/Quiz/EndPlay {"playId":7}'])
    expect(playToEnd('regular')).toBe(7)

    paths = server()
    await getCurrentPlay('regular')
    expect(paths).toEqual(['/api/Quiz/EndPlay {"playId":7}', '/api/Quiz/CurrentPlay'])
    expect(playToEnd('regular')).toBeNull()
  })

  it("is dropped when the server says it is not this person's", async () => {
    server()
    await start()
    declarePlayOver('regular')
    const paths = server({
      '/api/Quiz/EndPlay': () =>
        new Response(
          JSON.stringify({
            statusCode: 404,
            code: 'NOT_FOUND',
            message: 'You have no quiz play with this id.',
          }),
          {
            status: 404,
          },
        ),
    })
    await start()
    expect(paths).toEqual(['/api/Quiz/EndPlay {"playId":7}', `/api/Quiz/GetRandomOrCatQuiz ${startBody}`])
    expect(playToEnd('regular')).toBeNull()
  })

  it('is only one the tab received and that has not ended on its own', async () => {
    expect(declarePlayOver('regular')).toBe(false)
    server()
    await start()
    forgetPlay('regular')
    expect(declarePlayOver('regular')).toBe(false)
    // The special quiz's play is another.
    await start()
    expect(declarePlayOver('special')).toBe(false)
    expect(declarePlayOver('regular')).toBe(true)
    // Said once: a way back after the reload rule has nothing more to end.
    expect(declarePlayOver('regular')).toBe(false)
  })
})
