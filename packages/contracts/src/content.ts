import { z } from 'zod'
import { idSchema, multilineTextSchema, textSchema } from './fields.ts'

/** The accordion pages (spec §2), by the `pagename` the spec's call sends. */
export const staticPageNames = ['termsPage', 'gameRule', 'prizePage'] as const
export type StaticPageName = (typeof staticPageNames)[number]

export const staticRulesQuerySchema = z.object({
  pagename: z.enum(staticPageNames, { error: 'pagename must be termsPage, gameRule or prizePage.' }),
})

export const staticRuleItemSchema = z.object({
  id: z.number().int(),
  serial: z.number().int(),
  title: z.string(),
  message: z.string(),
})
export type StaticRuleItem = z.infer<typeof staticRuleItemSchema>

export const staticRulesResponseSchema = z.object({ data: z.array(staticRuleItemSchema) })
export type StaticRulesResponse = z.infer<typeof staticRulesResponseSchema>

/** Days of the week as JavaScript numbers them: 0 Sunday … 6 Saturday. */
const weekday = z.number().int().min(0).max(6)
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)

/** `GET /api/default/supportContacts`: the operator's contacts, from the server's configuration. */
export const supportContactsResponseSchema = z.object({
  data: z.object({
    email: z.string(),
    /** As dialled, `+8809612345678`; the app shows it in Bengali digits. */
    phone: z.string(),
    hours: z.object({ firstDay: weekday, lastDay: weekday, opens: clockTime, closes: clockTime }),
    social: z.object({
      whatsapp: z.string().nullable(),
      messenger: z.string().nullable(),
      facebook: z.string().nullable(),
    }),
  }),
})
export type SupportContacts = z.infer<typeof supportContactsResponseSchema>['data']

// ---------------------------------------------------------------------------
// The console's page editor (role editor).

export const pageParamsSchema = z.object({
  page: z.enum(staticPageNames, { error: 'page must be termsPage, gameRule or prizePage.' }),
})
export const pageItemParamsSchema = pageParamsSchema.extend({
  id: idSchema('There is no such page item.'),
})

/** An item as the operator writes it: numbers as `{placeholders}` (the API lists them). */
export const pageItemBodySchema = z.object({
  title: textSchema(120).trim().min(1, { error: 'The title cannot be empty.' }),
  message: multilineTextSchema(4000).trim().min(1, { error: 'The message cannot be empty.' }),
})
export type PageItemBody = z.infer<typeof pageItemBodySchema>

export const pageOrderBodySchema = z.object({
  ids: z.array(idSchema('There is no such page item.')).min(1).max(100),
})

export const editablePageItemSchema = staticRuleItemSchema.extend({
  /** What the page shows: the placeholders filled in. */
  preview: z.object({ title: z.string(), message: z.string() }),
})
export const editablePageResponseSchema = z.object({
  data: z.object({
    items: z.array(editablePageItemSchema),
    /** Every placeholder an item may use, with the value it shows today. */
    figures: z.record(z.string(), z.string()),
  }),
})
export const editablePageItemResponseSchema = z.object({ data: editablePageItemSchema })
