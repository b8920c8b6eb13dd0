import { type FormEvent, useState } from 'react'
import { TextField } from '../../../components/text-field.tsx'
import { en } from '../../../i18n/en.ts'
import { searchedNumber } from '../user-format.ts'

type Props = { initial: string; onSearch: (msisdn: string) => void }

/** The number to look up, in any of the ways a caller reads it out. */
export function UserSearch({ initial, onSearch }: Props) {
  const [typed, setTyped] = useState(initial)
  const [error, setError] = useState<string | undefined>()

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const msisdn = searchedNumber(typed)
    if (msisdn === null) {
      setError(en.users.badNumber)
      return
    }
    setError(undefined)
    setTyped(msisdn)
    onSearch(msisdn)
  }

  return (
    <search aria-label={en.users.search}>
      <form className="user-search" onSubmit={onSubmit} noValidate>
        <TextField
          label={en.users.number}
          hint={en.users.numberHint}
          error={error}
          name="msisdn"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={32}
          required
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value)
            setError(undefined)
          }}
        />
        <button type="submit" className="button button-primary">
          {en.users.find}
        </button>
      </form>
      <p className="muted">{en.users.privacy}</p>
    </search>
  )
}
