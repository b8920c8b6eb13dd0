import {
  answerBodySchema,
  answerResponseSchema,
  categoriesResponseSchema,
  endPlayBodySchema,
  endPlayResponseSchema,
  resultCheckQuerySchema,
  resultCheckResponseSchema,
  serviceNameSchema,
  startQuizBodySchema,
  startQuizResponseSchema,
} from '@khelahobe/contracts/quiz'
import type { QuizKind } from '@khelahobe/contracts/rules'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { badRequest, unauthorized } from '../../lib/errors.ts'
import { sessionTokenHash } from '../auth/auth.service.ts'
import { claimedNumber, currentUser, ownUser, sessionCookie } from '../auth/session.plugin.ts'
import type { QuizService } from './quiz.service.ts'

const startedHead = Buffer.from('{"data":{"qlist":')

/**
 * A start's answer (`startQuizResponseSchema`), written out here: its questions arrive as JSON
 * in UTF-8, each checked against the schema when the instance read the bank
 * (`shown-questions.ts`), so forty questions are not checked and written out again at every start.
 */
function sendStarted(
  reply: FastifyReply,
  { qlist, ...play }: Awaited<ReturnType<QuizService['start']>> & {},
) {
  const rest = Buffer.from(`,${JSON.stringify(play).slice(1)}}`)
  return reply.type('application/json; charset=utf-8').send(Buffer.concat([startedHead, qlist, rest]))
}

export const quizRoutes: FastifyPluginAsyncZod<{ quiz: QuizService }> = async (app, { quiz }) => {
  app.get(
    '/api/Quiz/GetQuizCategories',
    { schema: { operationId: 'getQuizCategories', response: { 200: categoriesResponseSchema } } },
    async () => ({ data: await quiz.categories() }),
  )

  /**
   * A start is one statement that finds the session's person itself (see `startPlaysStatement`),
   * as an answer does. Only when the session names nobody does the route take the ordinary
   * path, to answer 401 or 403.
   */
  app.post(
    '/api/Quiz/GetRandomOrCatQuiz',
    {
      schema: {
        operationId: 'startQuiz',
        body: startQuizBodySchema,
        response: { 200: startQuizResponseSchema },
      },
    },
    async (request, reply) => {
      const { isRandom, quizCats, ServiceName, fbid } = request.body
      const choice = { isRandom: isRandom === 1, categoryIds: quizCats }
      const token = request.cookies[sessionCookie]
      const session = token && { tokenHash: sessionTokenHash(token), claimedMsisdn: claimedNumber(fbid) }
      const started = session ? await quiz.start(session, ServiceName, choice) : undefined
      if (started) return sendStarted(reply, started)
      await app.requireUser(request, reply)
      ownUser(request, fbid)
      // The session turned out live after all (it was made between the two reads): once more.
      const retried = session ? await quiz.start(session, ServiceName, choice) : undefined
      if (!retried) throw unauthorized()
      return sendStarted(reply, retried)
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
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await quiz.current(currentUser(request).id, request.query.ServiceName) }),
  )

  app.post(
    '/api/Quiz/EndPlay',
    {
      schema: {
        operationId: 'endQuizPlay',
        body: endPlayBodySchema,
        response: { 200: endPlayResponseSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await quiz.end(currentUser(request).id, request.body.playId) }),
  )

  /**
   * Answers are the rush: the session check, the record and the count are one statement
   * (see `recordAnswersStatement`, in batches). Only when it records nothing does the route take the
   * ordinary path, to answer 401, 403, a repeat, or why not.
   */
  const answerRoute = (url: string, kind: QuizKind, operationId: string) =>
    app.post(
      url,
      {
        schema: { operationId, body: answerBodySchema, response: { 200: answerResponseSchema } },
        // A hundred bytes each way: nothing to compress, and the rush is spared the hook.
        compress: false,
      },
      async (request, reply) => {
        const { qid, answer, timetaken, msisdn, ServiceName } = request.body
        if (ServiceName !== kind) throw badRequest(`This address takes answers for the ${kind} quiz only.`)
        const token = request.cookies[sessionCookie]
        const recorded = token
          ? await quiz.answer({
              sessionTokenHash: sessionTokenHash(token),
              claimedMsisdn: claimedNumber(msisdn),
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
      onRequest: app.requireUser,
    },
    async (request) => {
      const user = ownUser(request, request.query.msisdn)
      return { data: await quiz.bestToday(user.id, request.query.ServiceName) }
    },
  )
}
