import type { Segment } from '@khelahobe/contracts/subscription'
import { type ComponentType, type ReactNode, useEffect, useState } from 'react'
import { QuizIcon, WinnerIcon } from '../../../components/icons/icons.tsx'
import { bn } from '../../../i18n/bn.ts'
import { fill } from '../../../i18n/format.ts'
import { onServerClockChange, serverNow } from '../../../lib/api-client.ts'
import { useHydrated } from '../../../lib/hydration.ts'
import { type PlayGate, usePlayGate } from '../../../lib/play-gate/use-play-gate.ts'
import { untilEndOfFriday } from '../utils/special-countdown.ts'
import styles from './play-cards.module.css'
import { QuizCarousel } from './quiz-carousel.tsx'

type Card = { id: string; to: string; segment: Segment; title: string; text: string; Icon: ComponentType }

const quizzes: Card[] = [
  {
    id: 'daily-quiz',
    to: '/quiz',
    segment: 'quiz',
    title: bn.home.dailyQuizTitle,
    text: bn.home.dailyQuizText,
    Icon: QuizIcon,
  },
  {
    id: 'special-quiz',
    to: '/quizflow2',
    segment: 'special',
    title: bn.home.specialQuizTitle,
    text: bn.home.specialQuizText,
    Icon: WinnerIcon,
  },
]

type PlayCardProps = { card: Card; play: PlayGate; className?: string; children?: ReactNode }

function PlayCard({ card, play, className, children }: PlayCardProps) {
  const titleId = `${card.id}-title`
  const errorId = `${card.id}-error`
  const busy = play.busy === card.to
  const failed = play.failed === card.to
  return (
    <article className={`${styles.card} ${className ?? ''}`} aria-labelledby={titleId}>
      <card.Icon />
      <h3 id={titleId} className={styles.title}>
        {card.title}
      </h3>
      <p className={styles.text}>{card.text}</p>
      {children}
      {/* Not `disabled` while busy: that would drop focus; the gate ignores the extra taps. */}
      <button
        type="button"
        className="btn btn-primary"
        aria-busy={busy || undefined}
        aria-describedby={failed ? errorId : undefined}
        onClick={() => void play.play({ target: card.to, segment: card.segment })}
      >
        {busy && <span className={styles.spinner} aria-hidden="true" />}
        {bn.home.play}
      </button>
      {busy && (
        <p role="status" className={styles.status}>
          {bn.home.checking}
        </p>
      )}
      {failed && (
        <p id={errorId} role="alert" className={`form-error ${styles.status}`}>
          {bn.home.checkFailed}
        </p>
      )}
    </article>
  )
}

export function PlayCards({ tournament }: { tournament: ReactNode }) {
  const play = usePlayGate()
  return (
    <section aria-labelledby="play-heading" className={styles.section}>
      <h2 id="play-heading" className={styles.heading}>
        {bn.home.playHeading}
      </h2>
      <div className={styles.tournamentSlot}>{tournament}</div>
      <QuizCarousel>
        {quizzes.map((card) => (
          <PlayCard key={card.id} card={card} play={play} className={styles.slide}>
            {card.segment === 'special' && <SpecialTimeLeft />}
          </PlayCard>
        ))}
      </QuizCarousel>
    </section>
  )
}

/**
 * The special quiz's week ends Friday 23:59:59 Dhaka by the server's clock; redrawn as each
 * minute of that count ends, and when the server's clock turns out to differ (the first
 * answer came, or the demo's simulator moved it).
 */
function SpecialTimeLeft() {
  const [now, setNow] = useState(serverNow)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>
    // The count is to hh:mm:59, so its minutes turn over at second 59 (+50 ms to be past it).
    const schedule = () => {
      clearTimeout(timer)
      timer = setTimeout(
        () => {
          setNow(serverNow())
          schedule()
        },
        60_000 - ((serverNow() + 1000) % 60_000) + 50,
      )
    }
    schedule()
    const stopListening = onServerClockChange(() => {
      setNow(serverNow())
      schedule()
    })
    return () => {
      clearTimeout(timer)
      stopListening()
    }
  }, [])
  const { days, hours, minutes } = untilEndOfFriday(now)
  // A prerendered page was drawn at another time (or on another clock): the count joins the
  // line once hydrated.
  const hydrated = useHydrated()
  return (
    <p className={styles.timeLeft}>
      {bn.home.specialEndsIn}{' '}
      {hydrated && (
        <time dateTime={`P${days}DT${hours}H${minutes}M`}>
          {fill(bn.home.specialTimeLeft, { days, hours, minutes })}
        </time>
      )}
    </p>
  )
}
