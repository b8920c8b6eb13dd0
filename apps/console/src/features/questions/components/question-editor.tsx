import { questionDifficultyNames } from '@khelahobe/contracts/question-bank'
import { type FormEvent, useState } from 'react'
import { FormAlert } from '../../../components/form-alert.tsx'
import { PhonePreview } from '../../../components/phone-preview.tsx'
import { en } from '../../../i18n/en.ts'
import { errorMessage } from '../../../lib/api-client.ts'
import type { BankQuestion } from '../api/get-question.ts'
import { type QuestionEdit, saveQuestion } from '../api/save-question.ts'
import { setQuestionActive } from '../api/set-question-active.ts'

const optionFields = ['option1', 'option2', 'option3'] as const

function draftOf(question: BankQuestion): QuestionEdit {
  const { question: text, option1, option2, option3, correctOption, difficulty } = question
  return { question: text, option1, option2, option3, correctOption, difficulty }
}

type Props = { question: BankQuestion; categoryName: string; onChanged: (question: BankQuestion) => void }

/** One question's text, options, answer and difficulty, beside how a player's phone shows it. */
export function QuestionEditor({ question, categoryName, onChanged }: Props) {
  const [draft, setDraft] = useState(() => draftOf(question))
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [status, setStatus] = useState('')

  function edit(change: Partial<QuestionEdit>) {
    setDraft((current) => ({ ...current, ...change }))
    setStatus('')
  }

  async function run(call: () => Promise<BankQuestion>, done: string) {
    setBusy(true)
    setError(null)
    setStatus('')
    try {
      const saved = await call()
      onChanged(saved)
      setDraft(draftOf(saved))
      setStatus(done)
    } catch (cause) {
      setError(errorMessage(cause))
    } finally {
      setBusy(false)
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void run(() => saveQuestion(question.id, draft), en.questions.saved)
  }

  return (
    <div className="question-editor">
      <form className="form question-form" onSubmit={onSubmit} aria-label={en.questions.editForm}>
        <p className="facts-line">
          <span>
            {en.questions.category}: <strong>{categoryName}</strong>
          </span>
          <span>
            {en.questions.status}:{' '}
            <strong>{question.active ? en.questions.statuses.active : en.questions.statuses.retired}</strong>
          </span>
        </p>
        <div className="field">
          <label htmlFor="question-text">{en.questions.question}</label>
          <textarea
            id="question-text"
            lang="bn"
            rows={3}
            maxLength={300}
            required
            value={draft.question}
            onChange={(event) => edit({ question: event.target.value })}
          />
        </div>
        {optionFields.map((field, index) => (
          <div className="field" key={field}>
            <label htmlFor={`question-${field}`}>{en.questions.option(index + 1)}</label>
            <input
              id={`question-${field}`}
              lang="bn"
              maxLength={100}
              required
              value={draft[field]}
              onChange={(event) => edit({ [field]: event.target.value })}
            />
          </div>
        ))}
        <fieldset className="radios">
          <legend>{en.questions.correct}</legend>
          {optionFields.map((field, index) => (
            <label key={field}>
              <input
                type="radio"
                name="correct-option"
                value={index + 1}
                checked={draft.correctOption === index + 1}
                onChange={() => edit({ correctOption: index + 1 })}
              />{' '}
              {en.questions.option(index + 1)}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="question-difficulty">{en.questions.difficulty}</label>
          <select
            id="question-difficulty"
            value={draft.difficulty}
            onChange={(event) => edit({ difficulty: event.target.value as QuestionEdit['difficulty'] })}
          >
            {questionDifficultyNames.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {en.questions.difficulties[difficulty]}
              </option>
            ))}
          </select>
        </div>
        <FormAlert message={error} />
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {en.questions.save}
          </button>
          <button
            type="button"
            className={question.active ? 'button button-danger' : 'button'}
            disabled={busy}
            onClick={() =>
              run(
                () => setQuestionActive(question.id, !question.active),
                question.active ? en.questions.retiredDone : en.questions.restoredDone,
              )
            }
          >
            {question.active ? en.questions.retire : en.questions.restore}
          </button>
          <p role="status" className="muted">
            {status}
          </p>
        </div>
      </form>
      <div className="question-preview">
        <PhonePreview label={en.questions.preview}>
          <p className="phone-question">{draft.question}</p>
          <div className="phone-options">
            {optionFields.map((field) => (
              // Not buttons: nothing here is to be pressed, and players are not told the answer.
              <span key={field} className="phone-option">
                {draft[field]}
              </span>
            ))}
          </div>
        </PhonePreview>
        <p className="muted">{en.questions.previewNote(draft.correctOption)}</p>
      </div>
    </div>
  )
}
