import { dhakaDate } from '@khelahobe/contracts/dhaka-time'
import {
  campaignFunnelQuerySchema,
  campaignFunnelResponseSchema,
} from '@khelahobe/contracts/insights-console'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Clock } from '../../lib/clock.ts'
import { type CampaignReportDeps, campaignFunnelSeries } from './campaign-report.ts'

/** The console's campaigns: the conversion funnel per campaign key, day by day (finance, admin). */
export const campaignsConsoleRoutes: FastifyPluginAsyncZod<{
  report: CampaignReportDeps
  clock: Clock
}> = async (app, { report, clock }) => {
  app.get(
    '/api/console/campaigns',
    {
      schema: {
        operationId: 'consoleCampaignFunnels',
        querystring: campaignFunnelQuerySchema,
        response: { 200: campaignFunnelResponseSchema },
      },
      onRequest: app.requireOperator('finance'),
    },
    async (request) => {
      const { from, to } = request.query
      const today = dhakaDate(clock.now())
      return { data: { from, to, today, campaigns: await campaignFunnelSeries(report, { from, to, today }) } }
    },
  )
}
