import { useTournament } from '../api/get-tournament.ts'
import { gameTestText } from '../game-test-text.ts'
import { gameInfo, gamesText } from '../games-text.ts'
import { useStartGame } from '../hooks/use-start-game.ts'

const text = gameTestText

/**
 * /gametest: the tournament's game alone, for checking that it loads, plays and is verified.
 * It runs as a free game: the server replays the run, and it counts on no board.
 */
export function GameTestScreen() {
  const { tournament } = useTournament()
  const play = useStartGame()
  const game = tournament?.game ?? 'FlappyDino'
  return (
    <section className="page">
      <title>{`${text.title} | খেলা হবে`}</title>
      <h1>{text.title}</h1>
      <p>{text.intro}</p>
      <p>
        <strong>{gameInfo[game].name}</strong>: {gameInfo[game].line}
      </p>
      <button
        type="button"
        className="btn btn-primary"
        aria-busy={play.busy !== null || undefined}
        onClick={() => play.start(game, 'free')}
      >
        {text.open}
      </button>
      {play.failed !== null && (
        <p role="alert" className="form-error">
          {gamesText.startFailed}
        </p>
      )}
    </section>
  )
}
