import { Link, useNavigate } from 'react-router'
import { PageTitle } from '../../components/page-title.tsx'
import { TournamentForm } from '../../features/tournaments/components/tournament-form.tsx'
import { en } from '../../i18n/en.ts'

/** `/tournaments/new`: a new tournament; once created, its own page says so. */
export function Component() {
  const navigate = useNavigate()
  return (
    <>
      <PageTitle title={en.tournaments.newTitle} />
      <p>
        <Link to="/tournaments">{en.tournaments.back}</Link>
      </p>
      <h1>{en.tournaments.newTitle}</h1>
      <TournamentForm
        onSaved={(created) => navigate(`/tournaments/${created.id}`, { state: { created: true } })}
      />
    </>
  )
}
