import { type GameName, gameNames } from '@khelahobe/contracts/rules'
import { tournamentLimits } from '@khelahobe/contracts/tournament-limits'
import { type FormEvent, useId, useRef, useState } from 'react'
import { useSWRConfig } from 'swr'
import { FormAlert } from '../../../components/form-alert.tsx'
import { PhonePreview } from '../../../components/phone-preview.tsx'
import { TextField } from '../../../components/text-field.tsx'
import { en } from '../../../i18n/en.ts'
import { errorMessage } from '../../../lib/api-client.ts'
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid.ts'
import { endTournament } from '../api/end-tournament.ts'
import { boardPath } from '../api/get-tournament-board.ts'
import { type ConsoleTournament, tournamentsPath } from '../api/get-tournaments.ts'
import { createTournament, saveTournament, type TournamentBody } from '../api/save-tournament.ts'
import { dhakaMinuteFromNow, fromDhakaInput, toDhakaInput } from '../dhaka-input.ts'

type Draft = { game: GameName; title: string; rules: string; prize: string; starts: string; ends: string }
type FieldErrors = Partial<Record<'starts' | 'ends', string>>

function draftOf(tournament: ConsoleTournament | undefined): Draft {
  if (!tournament) {
    const now = Date.now()
    return {
      game: gameNames[0],
      title: '',
      rules: '',
      prize: '',
      starts: dhakaMinuteFromNow(now),
      ends: dhakaMinuteFromNow(now, 7),
    }
  }
  const { game, title, rules, prize, startsAt, endsAt } = tournament
  return { game, title, rules, prize, starts: toDhakaInput(startsAt), ends: toDhakaInput(endsAt) }
}

/**
 * The draft as the API takes it, or what is wrong with its times. A time left as it was is
 * sent exactly as it was, to the millisecond, so a started tournament's start stays its own.
 */
function bodyOf(draft: Draft, original: ConsoleTournament | undefined): TournamentBody | FieldErrors {
  const time = (text: string, kept: string | undefined) =>
    kept !== undefined && text === toDhakaInput(kept) ? kept : fromDhakaInput(text)
  const startsAt = time(draft.starts, original?.startsAt)
  const endsAt = time(draft.ends, original?.endsAt)
  const errors: FieldErrors = {}
  if (!startsAt) errors.starts = en.tournaments.dateRequired
  if (!endsAt) errors.ends = en.tournaments.dateRequired
  else if (startsAt && Date.parse(endsAt) <= Date.parse(startsAt)) errors.ends = en.tournaments.endAfterStart
  if (!startsAt || !endsAt || errors.ends) return errors
  const { game, title, rules, prize } = draft
  return { game, title, rules, prize, startsAt, endsAt }
}

type Props = {
  /** The tournament to edit; a new one when absent. */
  tournament?: ConsoleTournament
  onSaved: (tournament: ConsoleTournament) => void
  /** Said once, in the status line, when the form opens (after a create). */
  initialStatus?: string
}

/** A tournament's game, words and period, beside the /game card a player's phone shows. */
export function TournamentForm({ tournament, onSaved, initialStatus = '' }: Props) {
  const [draft, setDraft] = useState(() => draftOf(tournament))
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [attempt, setAttempt] = useState(0)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [status, setStatus] = useState(initialStatus)
  const form = useRef<HTMLFormElement>(null)
  useFocusFirstInvalid(form, attempt)
  const id = useId()
  const { mutate } = useSWRConfig()

  const state = tournament?.state ?? 'coming'
  const fixedStart = state !== 'coming'
  const fixedEnd = state === 'ended'
  const rules = draft.rules
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')

  function edit(change: Partial<Draft>) {
    setDraft((current) => ({ ...current, ...change }))
    setStatus('')
  }

  async function run(call: () => Promise<ConsoleTournament>, done: string) {
    setBusy(true)
    setError(null)
    setStatus('')
    try {
      const saved = await call()
      setDraft(draftOf(saved))
      onSaved(saved)
      // The list and the board show it differently now; they ask again when next shown.
      void mutate((key) => Array.isArray(key) && (key[0] === tournamentsPath || key[0] === boardPath))
      setStatus(done)
    } catch (cause) {
      setError(errorMessage(cause))
    } finally {
      setBusy(false)
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const body = bodyOf(draft, tournament)
    if (!('game' in body)) {
      setFieldErrors(body)
      setAttempt((count) => count + 1)
      return
    }
    setFieldErrors({})
    void run(
      () => (tournament ? saveTournament(tournament.id, body) : createTournament(body)),
      tournament ? en.tournaments.saved : en.tournaments.created,
    )
  }

  function onEnd() {
    if (!tournament || !window.confirm(en.tournaments.confirmEnd(tournament.title))) return
    void run(() => endTournament(tournament.id), en.tournaments.endedNow)
  }

  return (
    <div className="tournament-editor">
      <form
        ref={form}
        className="form tournament-form"
        onSubmit={onSubmit}
        aria-label={en.tournaments.form}
        noValidate
      >
        {tournament ? (
          <p className="facts-line">
            <span>
              {en.tournaments.state}: <strong>{en.tournaments.states[state]}</strong>
            </span>
          </p>
        ) : (
          <p className="muted">{en.tournaments.oneAtATime}</p>
        )}
        {fixedEnd ? (
          <p className="muted">{en.tournaments.endedHint}</p>
        ) : fixedStart ? (
          <p className="muted">{en.tournaments.startedHint}</p>
        ) : null}
        <div className="field">
          <label htmlFor={`${id}-game`}>{en.tournaments.game}</label>
          <select
            id={`${id}-game`}
            value={draft.game}
            disabled={fixedStart}
            onChange={(event) => edit({ game: event.target.value as GameName })}
          >
            {gameNames.map((game) => (
              <option key={game} value={game}>
                {game}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={en.tournaments.titleField}
          lang="bn"
          required
          maxLength={tournamentLimits.title}
          value={draft.title}
          onChange={(event) => edit({ title: event.target.value })}
        />
        <div className="field">
          <label htmlFor={`${id}-rules`}>{en.tournaments.rules}</label>
          <p id={`${id}-rules-hint`} className="field-hint">
            {en.tournaments.rulesHint}
          </p>
          <textarea
            id={`${id}-rules`}
            aria-describedby={`${id}-rules-hint`}
            lang="bn"
            rows={6}
            required
            maxLength={tournamentLimits.rules}
            value={draft.rules}
            onChange={(event) => edit({ rules: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-prize`}>{en.tournaments.prize}</label>
          <textarea
            id={`${id}-prize`}
            lang="bn"
            rows={3}
            required
            maxLength={tournamentLimits.prize}
            value={draft.prize}
            onChange={(event) => edit({ prize: event.target.value })}
          />
        </div>
        <div className="period-fields">
          <TextField
            label={en.tournaments.starts}
            hint={fixedStart ? en.tournaments.fixed : en.tournaments.startsHint}
            error={fieldErrors.starts}
            type="datetime-local"
            required
            disabled={fixedStart}
            value={draft.starts}
            onChange={(event) => edit({ starts: event.target.value })}
          />
          <TextField
            label={en.tournaments.ends}
            hint={fixedEnd ? en.tournaments.fixed : en.tournaments.endsHint}
            error={fieldErrors.ends}
            type="datetime-local"
            required
            disabled={fixedEnd}
            value={draft.ends}
            onChange={(event) => edit({ ends: event.target.value })}
          />
        </div>
        <FormAlert message={error} />
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {tournament ? en.tournaments.save : en.tournaments.createSubmit}
          </button>
          {tournament?.state === 'running' ? (
            <button type="button" className="button button-danger" disabled={busy} onClick={onEnd}>
              {en.tournaments.endNow}
            </button>
          ) : null}
          <p role="status" className="muted">
            {busy ? en.tournaments.saving : status}
          </p>
        </div>
      </form>
      <div className="tournament-preview">
        <PhonePreview label={en.tournaments.preview}>
          <div className="phone-card">
            <p className="phone-card-title">{draft.title}</p>
            <p className="phone-card-heading">{en.tournaments.previewRules}</p>
            <ul>
              {rules.map((line, index) => (
                // Lines may repeat while being typed; their place is what tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                <li key={index}>{line}</li>
              ))}
            </ul>
            <p className="phone-card-heading">{en.tournaments.previewPrize}</p>
            <p>{draft.prize}</p>
          </div>
        </PhonePreview>
      </div>
    </div>
  )
}
