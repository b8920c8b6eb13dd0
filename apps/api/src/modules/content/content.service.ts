import type { StaticPageName, StaticRuleItem, SupportContacts } from '@khelahobe/contracts/content'
import { staticPageNames } from '@khelahobe/contracts/content'
import type { Database } from '../../db/client.ts'
import * as repo from './content.repo.ts'
import { pageSeed } from './page-seed.ts'
import { fillTemplate, ruleFigures } from './rule-figures.ts'

const weekdays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']

/** `sun-thu 10:00-18:00` (validated by the environment's schema) → days as numbers and the hours. */
export function parseSupportHours(text: string): SupportContacts['hours'] {
  const [days = '', hours = ''] = text.split(' ')
  const [first = 'sun', last = 'thu'] = days.split('-')
  const [opens = '10:00', closes = '18:00'] = hours.split('-')
  return { firstDay: weekdays.indexOf(first), lastDay: weekdays.indexOf(last), opens, closes }
}

export interface SupportConfig {
  email: string
  phone: string
  hours: string
  whatsapp: string | undefined
  messenger: string | undefined
  facebook: string | undefined
}

export function createContentService({
  db,
  priceTaka,
  support,
}: {
  db: Database
  /** The weekly price the subscriptions charge, so the terms state that one. */
  priceTaka: number
  support: SupportConfig
}) {
  const figures = ruleFigures({ priceTaka })
  const contacts: SupportContacts = {
    email: support.email,
    phone: support.phone,
    hours: parseSupportHours(support.hours),
    social: {
      // WhatsApp reaches the support number itself unless the operator names another link.
      whatsapp: support.whatsapp ?? `https://wa.me/${support.phone.replace(/^\+/, '')}`,
      messenger: support.messenger ?? null,
      facebook: support.facebook ?? null,
    },
  }

  return {
    /** A page's items with every `{placeholder}` filled from the enforced figures. */
    async page(page: StaticPageName): Promise<StaticRuleItem[]> {
      const items = await repo.pageItemsOf(db, page)
      return items.map((item) => ({
        ...item,
        title: fillTemplate(item.title, figures),
        message: fillTemplate(item.message, figures),
      }))
    },
    supportContacts: () => contacts,
  }
}

/** Gives every page that has no items its Bangla seed; part of every start, not only the demo's. */
export async function seedPages(db: Database) {
  for (const page of staticPageNames) await repo.seedPageIfEmpty(db, page, pageSeed[page])
}

export type ContentService = ReturnType<typeof createContentService>
