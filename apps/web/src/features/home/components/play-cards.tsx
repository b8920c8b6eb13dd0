import type { ComponentType } from 'react'
import { useNavigate } from 'react-router'
import { GameIcon, QuizIcon, WinnerIcon } from '../../../components/icons/icons.tsx'
import { bn } from '../../../i18n/bn.ts'
import { useMe } from '../../auth/api/get-me.ts'
import { useLoginModal } from '../../auth/hooks/use-login-modal.ts'
import styles from './play-cards.module.css'

type Card = { id: string; to: string; title: string; text: string; Icon: ComponentType }

const tournament: Card = {
  id: 'tournament',
  to: '/game',
  title: bn.home.tournamentTitle,
  text: bn.home.tournamentText,
  Icon: GameIcon,
}

// Spec: a carousel of quiz cards showing about 1.2 slides; native scroll-snap gives that without JS.
const quizzes: Card[] = [
  {
    id: 'daily-quiz',
    to: '/quiz',
    title: bn.home.dailyQuizTitle,
    text: bn.home.dailyQuizText,
    Icon: QuizIcon,
  },
  {
    id: 'special-quiz',
    to: '/quizflow2',
    title: bn.home.specialQuizTitle,
    text: bn.home.specialQuizText,
    Icon: WinnerIcon,
  },
]

/** Play needs a login: a visitor gets the login modal, a logged-in user goes to the game. */
function usePlay() {
  const { user, isLoading } = useMe()
  const loginModal = useLoginModal()
  const navigate = useNavigate()
  return (to: string) => {
    if (user) navigate(to)
    // While the session check is still out, a tap would guess wrong either way; it is a split second.
    else if (!isLoading) loginModal.open()
  }
}

function PlayCard({
  card,
  onPlay,
  className,
}: {
  card: Card
  onPlay: (to: string) => void
  className?: string
}) {
  const titleId = `${card.id}-title`
  return (
    <article className={`${styles.card} ${className ?? ''}`} aria-labelledby={titleId}>
      <card.Icon />
      <h3 id={titleId} className={styles.title}>
        {card.title}
      </h3>
      <p className={styles.text}>{card.text}</p>
      <button type="button" className="btn btn-primary" onClick={() => onPlay(card.to)}>
        {bn.home.play}
      </button>
    </article>
  )
}

export function PlayCards() {
  const play = usePlay()
  return (
    <section aria-labelledby="play-heading" className={styles.section}>
      <h2 id="play-heading" className={styles.heading}>
        {bn.home.playHeading}
      </h2>
      <PlayCard card={tournament} onPlay={play} className={styles.tournament} />
      <div className={styles.carousel}>
        {quizzes.map((card) => (
          <PlayCard key={card.id} card={card} onPlay={play} className={styles.slide} />
        ))}
      </div>
    </section>
  )
}
