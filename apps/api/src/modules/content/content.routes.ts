import {
  staticRulesQuerySchema,
  staticRulesResponseSchema,
  supportContactsResponseSchema,
} from '@khelahobe/contracts/content'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { ContentService } from './content.service.ts'

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  app.get(
    '/api/default/GetStaticRules',
    {
      schema: {
        operationId: 'staticRules',
        querystring: staticRulesQuerySchema,
        response: { 200: staticRulesResponseSchema },
      },
    },
    async (request) => ({ data: await content.page(request.query.pagename) }),
  )

  app.get(
    '/api/default/supportContacts',
    { schema: { operationId: 'supportContacts', response: { 200: supportContactsResponseSchema } } },
    async () => ({ data: content.supportContacts() }),
  )
}
