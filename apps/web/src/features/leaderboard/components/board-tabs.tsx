import { type KeyboardEvent, useRef } from 'react'
import styles from './board-tabs.module.css'

export interface BoardTab<K extends string> {
  key: K
  label: string
}

type BoardTabsProps<K extends string> = {
  /** Names the tablist for a screen reader. */
  label: string
  tabs: readonly BoardTab<K>[]
  selected: K
  onSelect: (key: K) => void
  /** Prefix of the tab ids; the panel is `${idPrefix}-panel`. */
  idPrefix: string
}

export const tabId = (idPrefix: string, key: string) => `${idPrefix}-tab-${key}`
export const panelId = (idPrefix: string) => `${idPrefix}-panel`

/**
 * The board switch, as a WAI-ARIA tablist: one tab stop, arrow keys (and Home, End) move
 * between tabs and select as they go, since loading a board is cheap and cached per tab.
 */
export function BoardTabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
}: BoardTabsProps<K>) {
  const buttons = useRef(new Map<K, HTMLButtonElement>())

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.key === selected)
    const last = tabs.length - 1
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key]
    const tab = next === undefined ? undefined : tabs[next]
    if (!tab) return
    event.preventDefault()
    onSelect(tab.key)
    buttons.current.get(tab.key)?.focus()
  }

  return (
    <div role="tablist" aria-label={label} className={styles.tabs} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const isSelected = tab.key === selected
        return (
          <button
            key={tab.key}
            ref={(button) => {
              if (button) buttons.current.set(tab.key, button)
              else buttons.current.delete(tab.key)
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.key)}
            aria-selected={isSelected}
            aria-controls={panelId(idPrefix)}
            tabIndex={isSelected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        )
      })}
    </div>
  )
}
