/**
 * The answers' ceiling: a bare Fastify route doing one PostgreSQL `INSERT … ON CONFLICT DO
 * NOTHING` per request on a pool like the API's (DATABASE_POOL_SIZE connections, kept open),
 * nothing else (no session, no validation, no logging). DATABASE_URL must hold the table
 * `bench_answers`.
 */
import Fastify from 'fastify'
import pg from 'pg'

const size = Number(process.env.DATABASE_POOL_SIZE)
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: size, min: size })
const insert = {
  name: 'bench_insert_answer',
  text: 'insert into bench_answers (player, question_id, answer) values ($1, $2, $3) on conflict do nothing',
}

const app = Fastify({ logger: false })
app.get('/readyz', async () => ({ ok: true }))
app.post<{ Body: { player: number; qid: number; answer: string } }>('/answer', async (request) => {
  const { player, qid, answer } = request.body
  const result = await pool.query({ ...insert, values: [player, qid, Number(answer.slice(-1))] })
  return { data: { counted: result.rowCount === 1 } }
})
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) })
