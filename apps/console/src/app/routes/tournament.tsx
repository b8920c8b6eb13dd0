import { Link, useLocation, useParams } from 'react-router'
import { FormAlert } from '../../components/form-alert.tsx'
import { PageTitle } from '../../components/page-title.tsx'
import { useTournament } from '../../features/tournaments/api/get-tournament.ts'
import { TournamentForm } from '../../features/tournaments/components/tournament-form.tsx'
import { en } from '../../i18n/en.ts'
import { errorMessage } from '../../lib/api-client.ts'

/** `/tournaments/:id`: one tournament's edit form, and End now while it runs. */
export function Component() {
  const id = Number(useParams().id)
  const created = (useLocation().state as { created?: boolean } | null)?.created === true
  const { data, error, mutate } = useTournament(id)
  const title = data ? en.tournaments.editTitle(data.title) : en.tournaments.title
  return (
    <>
      <PageTitle title={title} />
      <p>
        <Link to="/tournaments">{en.tournaments.back}</Link>
      </p>
      <h1 lang={data ? 'bn' : undefined}>{title}</h1>
      {data === undefined ? (
        error === undefined ? (
          <p role="status">{en.loading}</p>
        ) : (
          <FormAlert message={errorMessage(error)} />
        )
      ) : (
        <TournamentForm
          key={data.id}
          tournament={data}
          initialStatus={created ? en.tournaments.created : ''}
          onSaved={(saved) => mutate(saved, { revalidate: false })}
        />
      )}
    </>
  )
}
