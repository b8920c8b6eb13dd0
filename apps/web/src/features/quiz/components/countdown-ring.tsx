import { formatNumber } from '../../../i18n/format.ts'
import { quizText } from '../quiz-text.ts'
import styles from './countdown-ring.module.css'

const radius = 42
const circumference = 2 * Math.PI * radius

type CountdownRingProps = {
  seconds: number
  /** The part of the play's time left, 1 to 0: how much of the ring is drawn. */
  fraction: number
}

/** The play's clock: a ring that empties, with the whole seconds left in its middle. */
export function CountdownRing({ seconds, fraction }: CountdownRingProps) {
  const urgent = seconds <= 10
  return (
    <div
      role="timer"
      aria-label={quizText.play.timer}
      className={`${styles.ring} ${urgent ? styles.urgent : ''}`}
    >
      <svg viewBox="0 0 100 100" width="96" height="96" aria-hidden="true" focusable="false">
        <circle className={styles.track} cx="50" cy="50" r={radius} />
        <circle
          className={styles.bar}
          cx="50"
          cy="50"
          r={radius}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - fraction)}
        />
      </svg>
      <span className={styles.value}>
        {formatNumber(seconds)}
        <span className="sr-only"> {quizText.play.seconds}</span>
      </span>
    </div>
  )
}
