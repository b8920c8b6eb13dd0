import { Avatar } from '../../../components/ui/avatar.tsx'
import { bn } from '../../../i18n/bn.ts'
import { bengaliDigits, formatNumber } from '../../../i18n/format.ts'
import { useMe } from '../../../lib/auth/get-me.ts'
import { useLoginModal } from '../../../lib/auth/use-login-modal.ts'
import { useScoreSummary } from '../api/get-score-summary.ts'
import styles from './score-panel.module.css'

const counters = [
  { key: 'quizToday', label: bn.home.quizToday },
  { key: 'quizMonth', label: bn.home.quizMonth },
  { key: 'gameToday', label: bn.home.gameToday },
  { key: 'gameMonth', label: bn.home.gameMonth },
] as const

export function ScorePanel() {
  const { user, isLoading } = useMe()
  const loginModal = useLoginModal()
  // Until the summary answers, or if it fails, each counter shows zero.
  const summary = useScoreSummary()

  return (
    <section className={styles.panel} aria-labelledby="score-heading" aria-busy={isLoading}>
      <h2 id="score-heading" className={styles.heading}>
        {bn.home.scoreHeading}
      </h2>
      {user ? (
        <>
          <div className={styles.who}>
            <Avatar imageName={user.imageName} size={40} />
            <span className={styles.msisdn}>{bengaliDigits(user.msisdn)}</span>
          </div>
          <dl className={styles.counters}>
            {counters.map(({ key, label }) => (
              <div key={key} className={styles.counter}>
                <dt>{label}</dt>
                <dd>{formatNumber(summary?.[key] ?? 0)}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        // While the session check runs, keep the prompt's space but not its button.
        <div className={styles.prompt}>
          <p>{bn.home.scoreLoginPrompt}</p>
          {!isLoading && (
            <button type="button" className="btn btn-gold" onClick={loginModal.open}>
              {bn.home.login}
            </button>
          )}
        </div>
      )}
    </section>
  )
}
