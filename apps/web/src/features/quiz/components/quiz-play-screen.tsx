import { type QuizKind, quizRules } from '@khelahobe/contracts/rules'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { Link } from '../../../components/ui/link.tsx'
import { bn } from '../../../i18n/bn.ts'
import { fill } from '../../../i18n/format.ts'
import { useMe } from '../../../lib/auth/get-me.ts'
import { writeFlag } from '../../../lib/storage.ts'
import { type AnswerOption, sendAnswer } from '../api/save-answer.ts'
import type { QuizPlay } from '../api/start-quiz.ts'
import { usePlaySession } from '../hooks/use-play-session.ts'
import { quizText } from '../quiz-text.ts'
import { forgetPlay } from '../utils/ended-play.ts'
import { fractionLeft, secondsLeft } from '../utils/time-left.ts'
import { CountdownRing } from './countdown-ring.tsx'
import { NoticeDialog } from './notice-dialog.tsx'
import styles from './quiz-play-screen.module.css'

/** How long the chosen option stays highlighted before the next question shows. */
const advanceDelayMs = 250
/** The countdown redraws this often, so it never lags the real time by more than a quarter second. */
const tickMs = 250

const options: AnswerOption[] = ['option1', 'option2', 'option3']
const titles: Record<QuizKind, string> = { regular: bn.pages.quizFlow, special: bn.pages.quizFlow2 }

/** /quizflow and /quizflow2: one question at a time against the server's clock. */
export function QuizPlayScreen({ kind }: { kind: QuizKind }) {
  const navigate = useNavigate()
  const { session, retry } = usePlaySession(kind)

  return (
    <section className={`page ${styles.screen}`}>
      <title>{`${titles[kind]}${bn.titleSuffix}`}</title>
      {/* The welcome is only true once a play is on screen; until then the page is named plainly. */}
      <h1 className={styles.welcome}>
        {session.status === 'playing' ? quizText.play.welcome[kind] : titles[kind]}
      </h1>
      {session.status === 'playing' ? (
        <Questions kind={kind} play={session.play} deadline={session.deadline} />
      ) : session.status === 'loading' || (session.status === 'subscribing' && !session.failed) ? (
        <p role="status" className={styles.message}>
          {quizText.loading}
        </p>
      ) : session.status === 'already-played' ? (
        <NoticeDialog
          id="quiz-already-played"
          title={quizText.alreadyPlayed.title}
          onClose={() => navigate('/home', { replace: true })}
        >
          <p>{quizText.alreadyPlayed[kind]}</p>
        </NoticeDialog>
      ) : (
        <div role="alert" className={styles.message}>
          <p className="form-error">
            {session.status === 'subscribing'
              ? quizText.categories.subscriptionFailed
              : session.status === 'failed' && session.busy
                ? bn.common.busy
                : quizText.play.loadFailed}
          </p>
          <div className={styles.actions}>
            {retry && session.status === 'failed' && (
              <button type="button" className="btn btn-primary" onClick={retry}>
                {quizText.retry}
              </button>
            )}
            <Link to="/home" replace className="btn btn-secondary">
              {bn.common.goHome}
            </Link>
          </div>
        </div>
      )}
    </section>
  )
}

type QuestionsProps = { kind: QuizKind; play: QuizPlay; deadline: number }

function Questions({ kind, play, deadline }: QuestionsProps) {
  const navigate = useNavigate()
  const { user } = useMe()
  const [now, setNow] = useState(() => Date.now())
  const [index, setIndex] = useState(0)
  const [chosen, setChosen] = useState<AnswerOption | null>(null)
  const shownAt = useRef(Date.now())
  // Refs, not state: a second tap in the same frame must see the first one.
  const locked = useRef(false)
  const finished = useRef(false)
  const advanceTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const questionRef = useRef<HTMLHeadingElement>(null)
  const movedByAnswer = useRef(false)

  const question = play.qlist[index]
  const left = secondsLeft(deadline, now)

  function finish() {
    if (finished.current) return
    finished.current = true
    writeFlag('QPR', '0')
    forgetPlay(kind)
    navigate('/quiz-success', { replace: true, state: { kind } })
  }

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs)
    return () => {
      clearInterval(timer)
      clearTimeout(advanceTimer.current)
    }
  }, [])

  // Time is up, or a resumed play had nothing left to ask.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `finish` only navigates, once.
  useEffect(() => {
    if (left === 0 || !question) finish()
  }, [left, question])

  // Each question's own clock starts when it shows; keyboard and screen reader users are moved
  // to it, since the option they pressed has just been replaced.
  useEffect(() => {
    if (!question) return
    shownAt.current = Date.now()
    if (movedByAnswer.current) questionRef.current?.focus()
  }, [question])

  function choose(option: AnswerOption) {
    if (locked.current || finished.current || !question) return
    locked.current = true
    setChosen(option)
    // Not awaited: the next question must not wait on the network (see `sendAnswer`).
    sendAnswer({
      kind,
      msisdn: user?.msisdn,
      questionId: question.id,
      option,
      timeTaken: (Date.now() - shownAt.current) / 1000,
    })
    advanceTimer.current = setTimeout(() => {
      if (index + 1 >= play.qlist.length) {
        finish()
        return
      }
      movedByAnswer.current = true
      locked.current = false
      setChosen(null)
      setIndex(index + 1)
    }, advanceDelayMs)
  }

  const current = Math.min(play.answeredCount + index + 1, play.totalQuestions)
  const total = play.totalQuestions

  return (
    <>
      <div className={styles.status}>
        <CountdownRing seconds={left} fraction={fractionLeft(deadline, now, quizRules[kind].seconds)} />
        <div className={styles.progress}>
          <span className={styles.progressText}>{fill(quizText.play.progressText, { current, total })}</span>
          <div
            role="progressbar"
            aria-label={quizText.play.progress}
            aria-valuemin={1}
            aria-valuemax={total}
            aria-valuenow={current}
            aria-valuetext={fill(quizText.play.progressValue, { current, total })}
            className={styles.track}
          >
            <div className={styles.fill} style={{ width: `${(current / Math.max(total, 1)) * 100}%` }} />
          </div>
        </div>
      </div>
      {question && (
        <div className={styles.question}>
          <h2 id="quiz-question" ref={questionRef} tabIndex={-1} className={styles.questionText}>
            {question.question}
          </h2>
          <fieldset aria-labelledby="quiz-question" className={styles.options}>
            {options.map((option) => (
              <button
                key={option}
                type="button"
                className={styles.option}
                aria-pressed={chosen === option}
                onClick={() => choose(option)}
              >
                {question[option]}
              </button>
            ))}
          </fieldset>
        </div>
      )}
    </>
  )
}
