import { jsonClient, pooled } from './load.ts'

/**
 * Every player starts a daily play and answers its 40 questions, `concurrency` requests in
 * flight, against `baseUrl`. Answers how many answers the server acknowledged as counted.
 */
export async function quizRush(baseUrl: string | string[], tokens: string[], concurrency: number) {
  const urls = Array.isArray(baseUrl) ? baseUrl : [baseUrl]
  const clients = urls.map((url) => jsonClient(url, concurrency))
  // A player's requests all go to one client; with several URLs, players are spread across them.
  const clientOf = (player: number) => clients[player % clients.length] as (typeof clients)[number]
  try {
    const plays = await pooled(
      tokens.map((token, player) => async () => {
        const response = await clientOf(player).post(
          '/api/Quiz/GetRandomOrCatQuiz',
          { isRandom: 1, quizCats: [], ServiceName: 'regularQuiz' },
          { cookie: `sid=${token}` },
        )
        if (response.status !== 200) throw new Error(`start failed ${response.status}: ${response.body}`)
        const qids = JSON.parse(response.body).data.qlist.map((q: { id: number }) => q.id) as number[]
        return { token, player, qids }
      }),
      concurrency,
    )
    const answers = plays.flatMap(({ token, player, qids }) => qids.map((qid) => ({ token, player, qid })))
    let counted = 0
    await pooled(
      answers.map(({ token, player, qid }) => async () => {
        const response = await clientOf(player).post(
          '/api/Quiz/SaveQuizAnswer',
          { qid, answer: `option${1 + (qid % 3)}`, timetaken: 1, ServiceName: 'regularQuiz' },
          { cookie: `sid=${token}` },
        )
        if (response.status !== 200) throw new Error(`answer failed ${response.status}: ${response.body}`)
        if (JSON.parse(response.body).data.counted) counted++
      }),
      concurrency,
    )
    return { plays: plays.length, answers: answers.length, counted }
  } finally {
    for (const client of clients) client.close()
  }
}
