import { LogoMark } from '../../../components/icons/icons.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { bn } from '../../../i18n/bn.ts'
import { useFlag, writeFlag } from '../../../lib/storage.ts'
import styles from './splash.module.css'

/**
 * The welcome screen of a session's first visit; any tap (or Escape) lets the person in. The
 * flag it sets is watched: notices wait for it rather than open on top of the splash.
 */
export function Splash() {
  // A prerendered home has no splash: it opens from an effect, so the HTML could only hold it
  // closed, and hydrating it would open it for a moment in a tab that has already seen it.
  if (useFlag('splash', 'true') === 'true') return null
  const dismiss = () => writeFlag('splash', 'true')

  return (
    <Dialog onClose={dismiss} label={bn.home.splashLabel} className={styles.splash}>
      {/* One button fills the screen so a tap anywhere dismisses; its name is the call to action. */}
      <button type="button" className={styles.tap} onClick={dismiss} aria-label={bn.home.splashTap}>
        <LogoMark size={96} />
        <span className={styles.name}>{bn.appName}</span>
        <span className={styles.line}>{bn.home.splashLine}</span>
        <span className={styles.cta}>{bn.home.splashTap}</span>
      </button>
    </Dialog>
  )
}
