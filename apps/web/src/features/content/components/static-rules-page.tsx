import type { StaticPageName, StaticRuleItem } from '@khelahobe/contracts/content'
import { useState } from 'react'
import { LoadState } from '../../../components/ui/load-state.tsx'
import { bn } from '../../../i18n/bn.ts'
import { formatNumber } from '../../../i18n/format.ts'
import { useStaticRules } from '../api/get-static-rules.ts'
import { contentText } from '../content-text.ts'
import { messageLines } from '../utils/message-lines.ts'
import styles from './static-rules-page.module.css'

type StaticRulesPageProps = { pageName: StaticPageName; title: string }

/** /terms, /rules and /gifts: a page of items the operator writes, shown as an accordion. */
export function StaticRulesPage({ pageName, title }: StaticRulesPageProps) {
  const { items, error, retry } = useStaticRules(pageName)
  return (
    <section className="page">
      <title>{`${title}${bn.titleSuffix}`}</title>
      <h1>{title}</h1>
      {!items && <LoadState error={error} failedText={contentText.loadFailed} retry={retry} />}
      {items?.length === 0 && <p>{contentText.empty}</p>}
      {items && items.length > 0 && <Accordion items={items} idPrefix={pageName} />}
    </section>
  )
}

/**
 * One item open at a time (spec §2): opening one closes the other, and tapping the open one
 * closes it. The first starts open, so the page never looks empty. Each header is a button
 * inside a heading, the WAI-ARIA accordion pattern, so screen readers announce its state.
 */
function Accordion({ items, idPrefix }: { items: StaticRuleItem[]; idPrefix: string }) {
  const [openId, setOpenId] = useState<number | null>(items[0]?.id ?? null)
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const open = item.id === openId
        const buttonId = `${idPrefix}-item-${item.id}`
        const panelId = `${buttonId}-panel`
        return (
          <li key={item.id} className={styles.item}>
            <h2 className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.toggle}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span className={styles.serial}>{formatNumber(item.serial)}</span>
                <span>{item.title}</span>
                <svg
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                  focusable="false"
                  className={styles.chevron}
                >
                  <path d="m6 9 6 6 6-6" />
                </svg>
              </button>
            </h2>
            <section id={panelId} aria-labelledby={buttonId} hidden={!open} className={styles.panel}>
              {messageLines(item.message).map((line) => (
                <p key={line.key}>{line.text}</p>
              ))}
            </section>
          </li>
        )
      })}
    </ul>
  )
}
