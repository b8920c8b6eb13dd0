import { timestamp } from 'drizzle-orm/pg-core'

/** When the row was written: most tables keep one, and all keep it the same way. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
