import { useEffect, useState } from 'react'
import { formatNumber } from '../../../i18n/format.ts'
import { serverNow } from '../../../lib/api-client.ts'
import { gamesText } from '../games-text.ts'
import { secondsLeftAt, splitSeconds } from '../utils/countdown.ts'
import styles from './countdown.module.css'

const units = ['days', 'hours', 'minutes', 'seconds'] as const

/**
 * Days, hours, minutes and seconds to the tournament's end, in Bengali digits, every second.
 * `receivedAt` and the count run on the server's clock (`serverNow`).
 */
export function Countdown({ secondsLeft, receivedAt }: { secondsLeft: number; receivedAt: number }) {
  const [now, setNow] = useState(serverNow)
  const left = secondsLeftAt(secondsLeft, receivedAt, now)
  useEffect(() => {
    if (left <= 0) return
    const timer = setTimeout(() => setNow(serverNow()), 1000 - ((serverNow() - receivedAt) % 1000))
    return () => clearTimeout(timer)
  }, [left, receivedAt])
  const parts = splitSeconds(left)
  return (
    <div className={styles.countdown}>
      <span className={styles.label}>{gamesText.endsIn}</span>
      <time
        className={styles.boxes}
        dateTime={`P${parts.days}DT${parts.hours}H${parts.minutes}M${parts.seconds}S`}
      >
        {units.map((unit) => (
          <span key={unit} className={styles.box}>
            <span className={styles.value}>{formatNumber(parts[unit]).padStart(2, '০')}</span>
            <span className={styles.unit}>{gamesText.units[unit]}</span>
          </span>
        ))}
      </time>
    </div>
  )
}
