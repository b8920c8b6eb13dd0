import { Avatar } from '../../../components/ui/avatar.tsx'
import { bengaliDigits, formatNumber } from '../../../i18n/format.ts'
import { leaderboardText } from '../leaderboard-text.ts'
import type { PodiumPlace } from '../utils/board-layout.ts'
import { prizeText } from '../utils/prize-text.ts'
import styles from './podium.module.css'

const placeClass = [styles.first, styles.second, styles.third]

/**
 * The top three. The list is in rank order, so a screen reader reads 1st, 2nd, 3rd, each as
 * place, number, points (and a winner's prize); the CSS draws 2nd left, 1st raised in the
 * middle, 3rd right.
 */
export function Podium({ places }: { places: readonly PodiumPlace[] }) {
  return (
    <ol className={styles.podium} aria-label={leaderboardText.podiumLabel}>
      {places.map(({ place, msisdn, score, imageName, prize, empty }) => (
        <li
          key={place}
          className={`${styles.place} ${placeClass[place - 1]}`}
          data-empty={empty || undefined}
        >
          <Avatar imageName={imageName} size={place === 1 ? 64 : 52} />
          <span className={styles.rank}>{leaderboardText.places[place - 1]}</span>{' '}
          <span className={styles.msisdn}>{bengaliDigits(msisdn)}</span>{' '}
          <span className={styles.points}>
            {formatNumber(score)} {leaderboardText.points}
          </span>
          {prize && (
            <>
              {' '}
              <span className={styles.prize}>{prizeText(prize)}</span>
            </>
          )}
        </li>
      ))}
    </ol>
  )
}
