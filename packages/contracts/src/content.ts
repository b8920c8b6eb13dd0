import { z } from 'zod'

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
