import { bn } from '../../i18n/bn.ts'
import { isServiceBusy } from '../../lib/api-client.ts'
import styles from './load-state.module.css'

type LoadStateProps = {
  /** The failure of the last try, if it failed; while undefined the data is on its way. */
  error: unknown
  /** What failed to load, in the page's words: 'শর্তাবলী লোড করা যায়নি।' */
  failedText: string
  retry: () => void
}

/**
 * What a page shows in place of data it is still loading, or could not load, with a way to
 * try again. A 503 says the server is busy for a moment, as every screen does.
 */
export function LoadState({ error, failedText, retry }: LoadStateProps) {
  if (!error) {
    return (
      <p role="status" className={styles.state}>
        {bn.common.loading}
      </p>
    )
  }
  return (
    <div role="alert" className={styles.state}>
      <p>{isServiceBusy(error) ? bn.common.busy : failedText}</p>
      <button type="button" className="btn btn-secondary" onClick={retry}>
        {bn.common.retry}
      </button>
    </div>
  )
}
