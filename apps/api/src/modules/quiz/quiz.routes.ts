import {
  answerBodySchema,
  answerResponseSchema,
  categoriesResponseSchema,
  resultCheckQuerySchema,
  resultCheckResponseSchema,
  serviceNameSchema,
  startQuizBodySchema,
  startQuizResponseSchema,
} from '@khelahobe/contracts/quiz'
import type { QuizKind } from '@khelahobe/contracts/rules'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { badRequest } from '../../lib/errors.ts'
import { sessionTokenHash } from '../auth/auth.service.ts'
import { currentUser, ownUser, sessionCookie } from '../auth/session.plugin.ts'
import type { QuizService } from './quiz.service.ts'

export const quizRoutes: FastifyPluginAsyncZod<{ quiz: QuizService }> = async (app, { quiz }) => {
  app.get(
    '/api/Quiz/GetQuizCategories',
    { schema: { operationId: 'getQuizCategories', response: { 200: categoriesResponseSchema } } },
    async () => ({ data: await quiz.categories() }),
  )

  app.post(
    '/api/Quiz/GetRandomOrCatQuiz',
    {
      schema: {
        operationId: 'startQuiz',
        body: startQuizBodySchema,
        response: { 200: startQuizResponseSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const user = ownUser(request, request.body.fbid)
      const { isRandom, quizCats, ServiceName } = request.body
      return {
        data: await quiz.start(user.id, ServiceName, { isRandom: isRandom === 1, categoryIds: quizCats }),
      }
    },
  )

  app.get(
    '/api/Quiz/CurrentPlay',
    {
      schema: {
        operationId: 'currentQuizPlay',
        querystring: z.object({ ServiceName: serviceNameSchema }),
        response: { 200: startQuizResponseSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => ({ data: await quiz.current(currentUser(request).id, request.query.ServiceName) }),
  )

  /**
   * Answers are the rush: the session check, the record and the count are one statement
   * (see `recordAnswerStatement`). Only when it records nothing does the route take the
   * ordinary path, to answer 401, 403, a repeat, or why not.
   */
  const answerRoute = (url: string, kind: QuizKind, operationId: string) =>
    app.post(
      url,
      { schema: { operationId, body: answerBodySchema, response: { 200: answerResponseSchema } } },
      async (request, reply) => {
        const { qid, answer, timetaken, msisdn, ServiceName } = request.body
        if (ServiceName !== kind) throw badRequest(`This address takes answers for the ${kind} quiz only.`)
        const token = request.cookies[sessionCookie]
        const recorded = token
          ? await quiz.answer({
              sessionTokenHash: sessionTokenHash(token),
              claimedMsisdn: msisdn && /^\d+$/.test(msisdn) ? msisdn : null,
              kind,
              questionId: qid,
              option: answer,
              timeTaken: timetaken,
            })
          : undefined
        if (recorded) return { data: recorded }
        await app.requireUser(request, reply)
        const user = ownUser(request, msisdn)
        return { data: await quiz.explainUnrecorded(user.id, kind, qid) }
      },
    )
  answerRoute('/api/Quiz/SaveQuizAnswer', 'regular', 'saveQuizAnswer')
  answerRoute('/api/Quiz/SaveQuizAnswer_special', 'special', 'saveSpecialQuizAnswer')

  app.get(
    '/api/Quiz/KhelahobeQuizResultCheck',
    {
      schema: {
        operationId: 'quizResultCheck',
        querystring: resultCheckQuerySchema,
        response: { 200: resultCheckResponseSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const user = ownUser(request, request.query.msisdn)
      return { data: await quiz.bestToday(user.id, request.query.ServiceName) }
    },
  )
}
