import type { StaticPageName, StaticRuleItem, SupportContacts } from '@khelahobe/contracts/content'
import { staticPageNames } from '@khelahobe/contracts/content'
import { errorCodes } from '@khelahobe/contracts/error-codes'
import type { Database } from '../../db/client.ts'
import { recordAudit } from '../../lib/audit.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError, badRequest } from '../../lib/errors.ts'
import * as repo from './content.repo.ts'
import { type PageItemText, pageSeed } from './page-seed.ts'
import { fillTemplate, placeholdersOf, ruleFigures } from './rule-figures.ts'

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
  clock,
  priceTaka,
  support,
}: {
  db: Database
  clock: Clock
  /** The weekly price the subscriptions charge, so the terms state that one. */
  priceTaka: number
  support: SupportConfig
}) {
  const figures = ruleFigures({ priceTaka })
  const withPreview = <Item extends { title: string; message: string }>(item: Item) => ({
    ...item,
    preview: { title: fillTemplate(item.title, figures), message: fillTemplate(item.message, figures) },
  })
  /** A placeholder the figures do not know would show as written on the page: refused on save. */
  function checkPlaceholders(item: PageItemText) {
    const unknown = [...new Set([...placeholdersOf(item.title), ...placeholdersOf(item.message)])].filter(
      (name) => !(name in figures),
    )
    if (unknown.length > 0) {
      throw badRequest(
        `Unknown placeholder${unknown.length > 1 ? 's' : ''} ${unknown.map((name) => `{${name}}`).join(', ')}; use one of ${Object.keys(
          figures,
        )
          .map((name) => `{${name}}`)
          .join(', ')}.`,
      )
    }
  }
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

    // The console's page editor (role editor); every change is audited with its before and after.

    /** A page's items as stored (templates), each with its preview, and the figures they may use. */
    async editablePage(page: StaticPageName) {
      const items = await repo.pageItemsOf(db, page)
      return { items: items.map(withPreview), figures }
    },

    async addItem(page: StaticPageName, item: PageItemText, operatorId: number) {
      checkPlaceholders(item)
      const now = clock.now()
      return db.transaction(async (tx) => {
        const added = await repo.appendPageItem(tx, page, item, now)
        if (!added) throw new Error('the page item was not written')
        await recordAudit(tx, now, {
          operatorId,
          action: 'page.item.add',
          subject: `${page}:${added.id}`,
          after: added,
        })
        return withPreview(added)
      })
    },

    async updateItem(page: StaticPageName, id: number, item: PageItemText, operatorId: number) {
      checkPlaceholders(item)
      const now = clock.now()
      return db.transaction(async (tx) => {
        const before = await repo.pageItem(tx, page, id)
        if (!before) throw noSuchItem()
        const after = await repo.updatePageItem(tx, page, id, item, now)
        if (!after) throw noSuchItem()
        await recordAudit(tx, now, {
          operatorId,
          action: 'page.item.update',
          subject: `${page}:${id}`,
          before,
          after,
        })
        return withPreview(after)
      })
    },

    async deleteItem(page: StaticPageName, id: number, operatorId: number) {
      const now = clock.now()
      await db.transaction(async (tx) => {
        const before = await repo.deletePageItem(tx, page, id)
        if (!before) throw noSuchItem()
        await recordAudit(tx, now, {
          operatorId,
          action: 'page.item.delete',
          subject: `${page}:${id}`,
          before,
        })
      })
    },

    /** Puts the page's items in the order given; it must name each of them once. */
    async reorder(page: StaticPageName, ids: number[], operatorId: number) {
      const now = clock.now()
      return db.transaction(async (tx) => {
        const items = await repo.pageItemsOf(tx, page)
        const current = items.map((item) => item.id)
        if (
          ids.length !== current.length ||
          new Set(ids).size !== ids.length ||
          ids.some((id) => !current.includes(id))
        ) {
          throw badRequest('Send every item of the page once, in the new order.')
        }
        await repo.renumberPage(tx, page, ids, now)
        await recordAudit(tx, now, {
          operatorId,
          action: 'page.reorder',
          subject: page,
          before: current,
          after: ids,
        })
        return (await repo.pageItemsOf(tx, page)).map(withPreview)
      })
    },
  }
}

const noSuchItem = () => new AppError(404, errorCodes.notFound, 'There is no such item on this page.')

/** Gives every page that has no items its Bangla seed; part of every start, not only the demo's. */
export async function seedPages(db: Database) {
  for (const page of staticPageNames) await repo.seedPageIfEmpty(db, page, pageSeed[page])
}

export type ContentService = ReturnType<typeof createContentService>
