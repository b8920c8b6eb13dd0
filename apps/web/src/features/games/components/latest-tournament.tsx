import { useTournament } from '../api/get-tournament.ts'
import { gamesText } from '../games-text.ts'
import { type StartGame, useStartGame } from '../hooks/use-start-game.ts'
import styles from './latest-tournament.module.css'
import { PlayButton } from './play-button.tsx'
import { TournamentCard } from './tournament-card.tsx'

/**
 * The latest tournament's card with its countdown and play button, on /game and on home; or
 * a line saying none runs, or that it could not be loaded. `play` is the page's own starter
 * when it has other games to start (one busy state for all of them).
 */
export function LatestTournament({ play }: { play?: StartGame }) {
  const own = useStartGame()
  const starter = play ?? own
  const { tournament, receivedAt, error, retry } = useTournament()
  if (tournament && receivedAt) {
    return (
      <TournamentCard
        tournament={tournament}
        receivedAt={receivedAt}
        play={
          <PlayButton
            play={starter}
            game={tournament.game}
            mode="tournament"
            label={gamesText.playTournament}
          />
        }
      />
    )
  }
  if (tournament === null) return <p className={styles.note}>{gamesText.noTournament}</p>
  if (error) {
    return (
      <div role="alert" className={styles.note}>
        <p className="form-error">{gamesText.loadFailed}</p>
        <button type="button" className="btn btn-secondary" onClick={retry}>
          {gamesText.retry}
        </button>
      </div>
    )
  }
  // Still loading: the page keeps the card's place (an empty slot, styled by the page).
  return null
}
