import { Link, useSearchParams } from 'react-router'
import { PageTitle } from '../../components/page-title.tsx'
import { TournamentList } from '../../features/tournaments/components/tournament-list.tsx'
import { TournamentTabs } from '../../features/tournaments/components/tournament-tabs.tsx'
import { listQuery, readTournamentFilters } from '../../features/tournaments/tournament-filters.ts'
import { en } from '../../i18n/en.ts'

/** `/tournaments`: every tournament by state, latest start first. */
export function Component() {
  const [params, setParams] = useSearchParams()
  return (
    <>
      <PageTitle title={en.tournaments.title} />
      <div className="page-heading">
        <h1>{en.tournaments.title}</h1>
        <Link className="button button-primary" to="/tournaments/new">
          {en.tournaments.create}
        </Link>
      </div>
      <TournamentTabs />
      <TournamentList
        filters={readTournamentFilters(params)}
        onFilters={(next) => setParams(new URLSearchParams(listQuery(next)))}
      />
    </>
  )
}
