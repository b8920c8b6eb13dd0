import { useEffect, useRef, useState } from 'react'
import { useSWRConfig } from 'swr'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Link } from '../../../components/ui/link.tsx'
import { bn } from '../../../i18n/bn.ts'
import { bengaliDigits } from '../../../i18n/format.ts'
import { settingsText } from '../settings-text.ts'
import { clearStoredData } from '../utils/clear-stored-data.ts'
import styles from './settings-screen.module.css'

/** The web package's version, put in at build time by `define` in apps/web/vite.config.ts. */
declare const __APP_VERSION__: string

/** /settings: the app's version, clearing what it keeps on the phone, and its policies. */
export function SettingsScreen() {
  const { mutate } = useSWRConfig()
  const [confirming, setConfirming] = useState(false)
  const [clearing, setClearing] = useState(false)
  const [cleared, setCleared] = useState(false)

  async function clear() {
    setClearing(true)
    // The storage is cleared before anything can fail; a screen that cannot ask again says so itself.
    await clearStoredData(mutate).catch(() => {})
    setClearing(false)
    setConfirming(false)
    setCleared(true)
  }

  return (
    <section className="page">
      <title>{`${bn.pages.settings}${bn.titleSuffix}`}</title>
      <h1>{bn.pages.settings}</h1>

      <section aria-labelledby="settings-about" className={styles.block}>
        <h2 id="settings-about">{settingsText.aboutHeading}</h2>
        <dl className={styles.facts}>
          <dt>{settingsText.version}</dt>
          <dd>{bengaliDigits(__APP_VERSION__)}</dd>
        </dl>
      </section>

      <section aria-labelledby="settings-data" className={styles.block}>
        <h2 id="settings-data">{settingsText.dataHeading}</h2>
        <p className={styles.note}>{settingsText.dataNote}</p>
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => {
            setCleared(false)
            setConfirming(true)
          }}
        >
          {settingsText.clear}
        </button>
        <p role="status" className="done-status">
          {cleared && settingsText.cleared}
        </p>
      </section>

      <section aria-labelledby="settings-policies" className={styles.block}>
        <h2 id="settings-policies">{settingsText.policiesHeading}</h2>
        <ul className={styles.links}>
          <li>
            <Link to="/policy">{bn.sideMenu.policy}</Link>
          </li>
          <li>
            <Link to="/terms">{bn.sideMenu.terms}</Link>
          </li>
        </ul>
      </section>

      {confirming && <ConfirmClear busy={clearing} onYes={clear} onNo={() => setConfirming(false)} />}
    </section>
  )
}

function ConfirmClear({ busy, onYes, onNo }: { busy: boolean; onYes: () => void; onNo: () => void }) {
  const noRef = useRef<HTMLButtonElement>(null)
  // Start on the harmless answer: a stray Enter must not wipe anything.
  useEffect(() => noRef.current?.focus(), [])
  return (
    <Dialog
      onClose={onNo}
      dismissible={!busy}
      closeOnBackdrop
      labelledBy="settings-clear-confirm"
      className="notice-dialog"
    >
      <h2 id="settings-clear-confirm" className={styles.question}>
        {settingsText.confirm}
      </h2>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={onYes} disabled={busy}>
          {settingsText.yes}
        </button>
        <button ref={noRef} type="button" className="btn btn-secondary" onClick={onNo} disabled={busy}>
          {settingsText.no}
        </button>
      </div>
    </Dialog>
  )
}
