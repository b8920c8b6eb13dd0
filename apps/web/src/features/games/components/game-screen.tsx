import type { GameName } from '@khelahobe/contracts/rules'
import { gameInfo, gamesText } from '../games-text.ts'
import { useRequestedGameStart, useStartGame } from '../hooks/use-start-game.ts'
import styles from './game-screen.module.css'
import { LatestTournament } from './latest-tournament.tsx'
import { PlayButton } from './play-button.tsx'

const freeGames: GameName[] = ['4096', 'FreeKick', 'SharkGame']

/** /game: the tournament (tap to open its rules and play) and the free games. */
export function GameScreen() {
  const play = useStartGame()
  useRequestedGameStart(play)
  return (
    <section className={`page ${styles.screen}`}>
      <title>{`${gamesText.title} | খেলা হবে`}</title>
      <h1 className="sr-only">{gamesText.title}</h1>

      <h2 className={styles.heading}>{gamesText.tournamentHeading}</h2>
      <div className={styles.tournamentSlot}>
        <LatestTournament play={play} />
      </div>

      <h2 className={styles.heading}>{gamesText.freeHeading}</h2>
      <ul className={styles.games}>
        {freeGames.map((game) => (
          <li key={game} className={styles.game}>
            <img src={`/game-art/${game}.svg`} alt="" width={160} height={120} className={styles.art} />
            <div className={styles.gameBody}>
              <h3 className={styles.gameName}>{gameInfo[game].name}</h3>
              <p className={styles.gameLine}>{gameInfo[game].line}</p>
              <PlayButton play={play} game={game} mode="free" label={gamesText.play} />
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{gamesText.freeNote}</p>
    </section>
  )
}
