import {
  payoutBatchParamsSchema,
  payoutExportBodySchema,
  payoutFileResponseSchema,
  payoutReconcileBodySchema,
  payoutReconcileResponseSchema,
  payoutReexportBodySchema,
  payoutsOverviewResponseSchema,
  payoutWeeksQuerySchema,
  payoutWeeksResponseSchema,
  reconcileBodyLimit,
} from '@khelahobe/contracts/payouts-console'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentOperator } from '../admin/console-session.plugin.ts'
import type { PayoutsService } from './payouts.service.ts'

/**
 * The console's payouts desk (role finance): the export for the wallet cash-in, the
 * provider's result file, failed payouts exported again, and the weekly totals.
 */
export const payoutsConsoleRoutes: FastifyPluginAsyncZod<{ payouts: PayoutsService }> = async (
  app,
  { payouts },
) => {
  const finance = app.requireOperator('finance')

  app.get(
    '/api/console/payouts',
    {
      schema: { operationId: 'consolePayouts', response: { 200: payoutsOverviewResponseSchema } },
      onRequest: finance,
    },
    async () => ({ data: await payouts.overview() }),
  )

  app.post(
    '/api/console/payouts/export',
    {
      schema: {
        operationId: 'consolePayoutExport',
        body: payoutExportBodySchema,
        response: { 200: payoutFileResponseSchema },
      },
      onRequest: finance,
    },
    async (request) => ({ data: await payouts.export(request.body, currentOperator(request).id) }),
  )

  app.post(
    '/api/console/payouts/reexport',
    {
      schema: {
        operationId: 'consolePayoutReexport',
        body: payoutReexportBodySchema,
        response: { 200: payoutFileResponseSchema },
      },
      onRequest: finance,
    },
    async (request) => ({
      data: await payouts.reexport(request.body.payoutIds, currentOperator(request).id),
    }),
  )

  app.post(
    '/api/console/payouts/reconcile',
    {
      // The provider's result file; every other route keeps the 16 KB limit.
      bodyLimit: reconcileBodyLimit,
      schema: {
        operationId: 'consolePayoutReconcile',
        body: payoutReconcileBodySchema,
        response: { 200: payoutReconcileResponseSchema },
      },
      onRequest: finance,
    },
    async (request) => ({
      data: await payouts.reconcile(request.body.batch, request.body.text, currentOperator(request).id),
    }),
  )

  app.get(
    '/api/console/payouts/batches/:batch/file',
    {
      schema: {
        operationId: 'consolePayoutBatchFile',
        params: payoutBatchParamsSchema,
        response: { 200: z.string().describe('The batch’s payouts still awaiting a result, as CSV') },
      },
      onRequest: finance,
    },
    async (request, reply) => {
      const file = await payouts.batchFile(request.params.batch, currentOperator(request).id)
      reply.header('content-type', 'text/csv; charset=utf-8')
      reply.header('content-disposition', `attachment; filename="${file.fileName}"`)
      return file.csv
    },
  )

  app.get(
    '/api/console/payouts/weeks',
    {
      schema: {
        operationId: 'consolePayoutWeeks',
        querystring: payoutWeeksQuerySchema,
        response: { 200: payoutWeeksResponseSchema },
      },
      onRequest: finance,
    },
    async (request) => ({ data: { weeks: await payouts.weekly(request.query.weeks) } }),
  )
}
