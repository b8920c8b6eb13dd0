import { categoriesResponseSchema } from '@khelahobe/contracts/quiz'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../db/client.ts'
import { listVisibleCategories } from './quiz.repo.ts'

export const quizRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/Quiz/GetQuizCategories',
    { schema: { operationId: 'getQuizCategories', response: { 200: categoriesResponseSchema } } },
    async () => ({ data: await listVisibleCategories(db) }),
  )
}
