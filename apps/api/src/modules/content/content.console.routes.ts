import { okResponseSchema } from '@khelahobe/contracts/auth'
import {
  editablePageItemResponseSchema,
  editablePageResponseSchema,
  pageItemBodySchema,
  pageItemParamsSchema,
  pageOrderBodySchema,
  pageParamsSchema,
} from '@khelahobe/contracts/content'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentOperator } from '../admin/console-session.plugin.ts'
import type { ContentService } from './content.service.ts'

/** The console's page editor: the terms, rules and prizes items (role editor). */
export const contentConsoleRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (
  app,
  { content },
) => {
  const editor = app.requireOperator('editor')

  app.get(
    '/api/console/pages/:page',
    {
      schema: {
        operationId: 'consolePage',
        params: pageParamsSchema,
        response: { 200: editablePageResponseSchema },
      },
      onRequest: editor,
    },
    async (request) => ({ data: await content.editablePage(request.params.page) }),
  )

  app.post(
    '/api/console/pages/:page/items',
    {
      schema: {
        operationId: 'consolePageItemAdd',
        params: pageParamsSchema,
        body: pageItemBodySchema,
        response: { 200: editablePageItemResponseSchema },
      },
      onRequest: editor,
    },
    async (request) => ({
      data: await content.addItem(request.params.page, request.body, currentOperator(request).id),
    }),
  )

  app.put(
    '/api/console/pages/:page/items/:id',
    {
      schema: {
        operationId: 'consolePageItemUpdate',
        params: pageItemParamsSchema,
        body: pageItemBodySchema,
        response: { 200: editablePageItemResponseSchema },
      },
      onRequest: editor,
    },
    async (request) => ({
      data: await content.updateItem(
        request.params.page,
        request.params.id,
        request.body,
        currentOperator(request).id,
      ),
    }),
  )

  app.delete(
    '/api/console/pages/:page/items/:id',
    {
      schema: {
        operationId: 'consolePageItemDelete',
        params: pageItemParamsSchema,
        response: { 200: okResponseSchema },
      },
      onRequest: editor,
    },
    async (request) => {
      await content.deleteItem(request.params.page, request.params.id, currentOperator(request).id)
      return { data: { ok: true as const } }
    },
  )

  app.put(
    '/api/console/pages/:page/order',
    {
      schema: {
        operationId: 'consolePageOrder',
        params: pageParamsSchema,
        body: pageOrderBodySchema,
        response: { 200: z.object({ data: z.array(editablePageItemResponseSchema.shape.data) }) },
      },
      onRequest: editor,
    },
    async (request) => ({
      data: await content.reorder(request.params.page, request.body.ids, currentOperator(request).id),
    }),
  )
}
