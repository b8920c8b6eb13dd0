import type { QuizKind } from '@khelahobe/contracts/rules'
import { useLocation } from 'react-router'
import { Link } from '../../../components/ui/link.tsx'
import { bn } from '../../../i18n/bn.ts'
import { fill } from '../../../i18n/format.ts'
import { useQuizResult } from '../api/get-quiz-result.ts'
import { quizText } from '../quiz-text.ts'
import styles from './quiz-success-screen.module.css'

/** The quiz just finished, as the play screen hands it over; a direct visit reads as the regular quiz. */
function kindFrom(state: unknown): QuizKind {
  return typeof state === 'object' && state !== null && (state as { kind?: unknown }).kind === 'special'
    ? 'special'
    : 'regular'
}

/** /quiz-success: the play is over; today's best if the server has one, and the way home. */
export function QuizSuccessScreen() {
  const { state } = useLocation()
  const { result } = useQuizResult(kindFrom(state))
  const best = result?.bestCorrect

  return (
    <section className={`page ${styles.screen}`}>
      <title>{`${bn.pages.quizSuccess}${bn.titleSuffix}`}</title>
      <svg
        viewBox="0 0 24 24"
        width="72"
        height="72"
        className={styles.icon}
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path
          d="m7 12.5 3.5 3.5L17 9"
          fill="none"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h1 className={styles.heading}>{quizText.success.heading}</h1>
      {/* A live region, so the score is read out when it arrives after the heading. */}
      <div role="status" className={styles.best}>
        {best !== undefined && best !== null && <p>{fill(quizText.success.best, { count: best })}</p>}
      </div>
      <p className={styles.note}>{quizText.success.watchLeaderboard}</p>
      <Link to="/home" replace className="btn btn-primary">
        {bn.common.goHome}
      </Link>
    </section>
  )
}
