// Tracking: what the app reports, for the campaign report. Nobody's number or account is
// kept: a funnel counts by campaign key. The spec's SaveLog visits keep the connection's address.

import { eventTypes } from '@khelahobe/contracts/tracking'
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** When the server received it: the phone's clock is not trusted for reports. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    type: text('type', { enum: [...eventTypes, 'visit'] }).notNull(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    campaignKey: text('campaign_key'),
    /** SaveLog visits only: the connection's address, as the spec's activity log keeps it. */
    ip: text('ip'),
    /** SaveLog visits only: the spec's `cname` and `theme`. */
    detail: jsonb('detail'),
  },
  (table) => [
    index('events_campaign_idx').on(table.campaignKey, table.receivedAt),
    index('events_received_idx').on(table.receivedAt),
  ],
)
