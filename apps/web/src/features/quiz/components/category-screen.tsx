import { categoriesToPick, quizPrizes, quizRules } from '@khelahobe/contracts/rules'
import { useState } from 'react'
import { bn } from '../../../i18n/bn.ts'
import { fill } from '../../../i18n/format.ts'
import { isServiceBusy } from '../../../lib/api-client.ts'
import { useQuizCategories } from '../api/get-quiz-categories.ts'
import { useStartQuiz } from '../hooks/use-start-quiz.ts'
import { quizText } from '../quiz-text.ts'
import { isPickComplete, togglePick } from '../utils/category-pick.ts'
import styles from './category-screen.module.css'
import { NoticeDialog } from './notice-dialog.tsx'

const text = quizText.categories
const rules = quizRules.regular

/** /quiz and /play: pick 3 categories or none, then start a regular play. */
export function CategoryScreen() {
  const { categories, error, retry } = useQuizCategories()
  const [picked, setPicked] = useState<readonly number[]>([])
  const [modal, setModal] = useState<'rules' | 'prizes' | null>(null)
  const quiz = useStartQuiz()
  const complete = isPickComplete(picked)
  const starting = quiz.state === 'starting'

  return (
    <section className={`page ${styles.screen}`}>
      <title>{`${bn.pages.quiz}${bn.titleSuffix}`}</title>
      <h1>{text.heading}</h1>
      <p className={styles.intro}>{fill(text.intro, { count: categoriesToPick })}</p>

      {categories ? (
        <>
          <fieldset className={styles.categories}>
            <legend className="sr-only">{text.groupLabel}</legend>
            {categories.map((category) => {
              const chosen = picked.includes(category.id)
              return (
                <button
                  key={category.id}
                  type="button"
                  className={styles.category}
                  aria-pressed={chosen}
                  onClick={() => setPicked((current) => togglePick(current, category.id))}
                >
                  <CheckMark />
                  {category.category}
                </button>
              )
            })}
          </fieldset>
          <p role="status" className={styles.count}>
            {fill(text.picked, { picked: picked.length, total: categoriesToPick })}
          </p>
          {/* aria-disabled, not disabled: a disabled button drops focus, and the modals return it here. */}
          <button
            type="button"
            className={`btn btn-primary ${styles.start}`}
            aria-disabled={starting || undefined}
            aria-busy={starting || undefined}
            onClick={() => void quiz.start(complete ? picked : [])}
          >
            {starting && <span className={styles.spinner} aria-hidden="true" />}
            {complete ? text.playChosen : text.playRandom}
          </button>
          {starting && (
            <p role="status" className={styles.note}>
              {quiz.checkingSubscription ? text.checkingSubscription : text.starting}
            </p>
          )}
          {quiz.state === 'failed' && (
            <p role="alert" className={`form-error ${styles.note}`}>
              {text.startFailed}
            </p>
          )}
          {quiz.subscriptionFailed && (
            <p role="alert" className={`form-error ${styles.note}`}>
              {text.subscriptionFailed}
            </p>
          )}
        </>
      ) : error ? (
        <div role="alert" className={styles.note}>
          <p className="form-error">{isServiceBusy(error) ? bn.common.busy : text.loadFailed}</p>
          <button type="button" className="btn btn-secondary" onClick={retry}>
            {quizText.retry}
          </button>
        </div>
      ) : (
        <p role="status" className={styles.note}>
          {quizText.loading}
        </p>
      )}

      <div className={styles.info}>
        <button type="button" className="btn btn-gold" onClick={() => setModal('rules')}>
          {text.rules}
        </button>
        <button type="button" className="btn btn-gold" onClick={() => setModal('prizes')}>
          {text.prizes}
        </button>
      </div>

      {modal === 'rules' && (
        <NoticeDialog id="quiz-rules" title={quizText.rules.title} onClose={() => setModal(null)}>
          <ul>
            {quizText.rules.items.map((item) => (
              <li key={item}>
                {fill(item, {
                  seconds: rules.seconds,
                  questions: rules.questions,
                  plays: rules.playsPerDay,
                  categories: categoriesToPick,
                })}
              </li>
            ))}
          </ul>
        </NoticeDialog>
      )}
      {modal === 'prizes' && (
        <NoticeDialog id="quiz-prizes" title={quizText.prizes.title} onClose={() => setModal(null)}>
          <ul>
            {quizText.prizes.items.map((item) => (
              <li key={item}>
                {fill(item, {
                  winning: rules.winningCorrect,
                  winners: quizPrizes.dailyWinners,
                  taka: quizPrizes.dailyTaka,
                  third: quizPrizes.monthlyThirdTaka,
                })}
              </li>
            ))}
          </ul>
        </NoticeDialog>
      )}
      {quiz.state === 'already-played' && (
        <NoticeDialog id="quiz-already-played" title={quizText.alreadyPlayed.title} onClose={quiz.dismiss}>
          <p>{quizText.alreadyPlayed.regular}</p>
        </NoticeDialog>
      )}
    </section>
  )
}

function CheckMark() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      className={styles.check}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10" />
      <path d="m7.5 12.5 3 3 6-6.5" />
    </svg>
  )
}
