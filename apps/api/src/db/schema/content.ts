// Content: the accordion pages' items, edited by the operator.

import { staticPageNames } from '@khelahobe/contracts/content'
import { pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/**
 * One item of the terms, rules or prizes page. `message` and `title` are templates: every
 * number a rule depends on is a `{placeholder}` filled from the constants the code enforces
 * when the page is read (modules/content), so the text cannot promise what the code does not do.
 */
export const pageItems = pgTable(
  'page_items',
  {
    id: serial('id').primaryKey(),
    page: text('page', { enum: staticPageNames }).notNull(),
    serial: smallint('serial').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('page_items_page_serial_idx').on(table.page, table.serial)],
)
