import { useSearchParams } from 'react-router'
import { FormAlert } from '../../components/form-alert.tsx'
import { PageTitle } from '../../components/page-title.tsx'
import { useUserCard } from '../../features/users/api/get-user-card.ts'
import { UserCard } from '../../features/users/components/user-card.tsx'
import { UserSearch } from '../../features/users/components/user-search.tsx'
import { searchedNumber } from '../../features/users/user-format.ts'
import { en } from '../../i18n/en.ts'
import { errorMessage } from '../../lib/api-client.ts'

/** `/users?number=01…`: support looks a person up; the number in the address keeps back and reload working. */
export function Component() {
  const [params, setParams] = useSearchParams()
  const typed = params.get('number') ?? ''
  const msisdn = searchedNumber(typed)
  const { data, error, isLoading, mutate } = useUserCard(msisdn)

  return (
    <>
      <PageTitle title={msisdn ? `${en.users.cardOf(msisdn)} · ${en.users.title}` : en.users.title} />
      <h1>{en.users.title}</h1>
      <UserSearch
        key={msisdn ?? typed}
        initial={msisdn ?? typed}
        onSearch={(found) => setParams({ number: found })}
      />
      <FormAlert message={error === undefined ? null : errorMessage(error)} />
      {isLoading ? <p role="status">{en.loading}</p> : null}
      {data && !error ? (
        <UserCard
          key={data.account.id}
          card={data}
          onChange={(card) => void mutate(card, { revalidate: false })}
        />
      ) : null}
    </>
  )
}
