import {
  bankCategoriesResponseSchema,
  bankCategoryResponseSchema,
  bankQuestionResponseSchema,
  categoryCreateBodySchema,
  categoryEditBodySchema,
  categoryParamsSchema,
  questionActiveBodySchema,
  questionEditBodySchema,
  questionExportQuerySchema,
  questionImportBodySchema,
  questionImportResponseSchema,
  questionListQuerySchema,
  questionListResponseSchema,
  questionParamsSchema,
} from '@khelahobe/contracts/question-bank'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentOperator } from '../admin/console-session.plugin.ts'
import type { QuestionEditor } from './question-editor.service.ts'

/** A file of a few thousand questions; the console's other routes keep the 16 KB default. */
export const questionImportBodyLimit = 4 * 1024 * 1024

/** The console's question bank and categories (role editor). */
export const questionBankConsoleRoutes: FastifyPluginAsyncZod<{ editor: QuestionEditor }> = async (
  app,
  { editor },
) => {
  const editors = app.requireOperator('editor')

  app.get(
    '/api/console/questions',
    {
      schema: {
        operationId: 'consoleQuestions',
        querystring: questionListQuerySchema,
        response: { 200: questionListResponseSchema },
      },
      onRequest: editors,
    },
    async (request) => ({ data: await editor.list(request.query) }),
  )

  app.get(
    '/api/console/questions/:id',
    {
      schema: {
        operationId: 'consoleQuestion',
        params: questionParamsSchema,
        response: { 200: bankQuestionResponseSchema },
      },
      onRequest: editors,
    },
    async (request) => ({ data: await editor.get(request.params.id) }),
  )

  app.put(
    '/api/console/questions/:id',
    {
      schema: {
        operationId: 'consoleQuestionEdit',
        params: questionParamsSchema,
        body: questionEditBodySchema,
        response: { 200: bankQuestionResponseSchema },
      },
      onRequest: editors,
    },
    async (request) => ({
      data: await editor.edit(request.params.id, request.body, currentOperator(request).id),
    }),
  )

  app.put(
    '/api/console/questions/:id/active',
    {
      schema: {
        operationId: 'consoleQuestionActive',
        params: questionParamsSchema,
        body: questionActiveBodySchema,
        response: { 200: bankQuestionResponseSchema },
      },
      onRequest: editors,
    },
    async (request) => ({
      data: await editor.setActive(request.params.id, request.body.active, currentOperator(request).id),
    }),
  )

  app.post(
    '/api/console/questions/import',
    {
      bodyLimit: questionImportBodyLimit,
      schema: {
        operationId: 'consoleQuestionImport',
        body: questionImportBodySchema,
        response: { 200: questionImportResponseSchema },
      },
      onRequest: editors,
    },
    async (request) => ({
      data: await editor.import(request.body.format, request.body.text, currentOperator(request).id),
    }),
  )

  app.get(
    '/api/console/questions/export',
    {
      schema: {
        operationId: 'consoleQuestionExport',
        querystring: questionExportQuerySchema,
        response: { 200: z.string().describe('The questions as a CSV or JSON file') },
      },
      onRequest: editors,
    },
    async (request, reply) => {
      const { format } = request.query
      const file = await editor.export(format, currentOperator(request).id)
      reply.header(
        'content-type',
        format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      )
      reply.header('content-disposition', `attachment; filename="questions.${format}"`)
      return file
    },
  )

  app.get(
    '/api/console/categories',
    {
      schema: { operationId: 'consoleCategories', response: { 200: bankCategoriesResponseSchema } },
      onRequest: editors,
    },
    async () => ({ data: await editor.categories() }),
  )

  app.post(
    '/api/console/categories',
    {
      schema: {
        operationId: 'consoleCategoryCreate',
        body: categoryCreateBodySchema,
        response: { 200: bankCategoryResponseSchema },
      },
      onRequest: editors,
    },
    async (request) => ({ data: await editor.createCategory(request.body, currentOperator(request).id) }),
  )

  app.put(
    '/api/console/categories/:id',
    {
      schema: {
        operationId: 'consoleCategoryEdit',
        params: categoryParamsSchema,
        body: categoryEditBodySchema,
        response: { 200: bankCategoryResponseSchema },
      },
      onRequest: editors,
    },
    async (request) => ({
      data: await editor.editCategory(request.params.id, request.body, currentOperator(request).id),
    }),
  )
}
