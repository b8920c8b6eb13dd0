// The ceiling: a bare Fastify route that parses a JSON body and answers, nothing more.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.post('/answer', async () => ({ data: { counted: true } }))
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) })
