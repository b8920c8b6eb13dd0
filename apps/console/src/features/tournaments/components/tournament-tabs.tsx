import { NavLink } from 'react-router'
import { en } from '../../../i18n/en.ts'

/** The tournaments' two views: the list (with the forms under it) and the game board. */
export function TournamentTabs() {
  return (
    <nav aria-label={en.tournaments.views} className="tabs">
      <ul>
        <li>
          <NavLink to="/tournaments" end>
            {en.tournaments.title}
          </NavLink>
        </li>
        <li>
          <NavLink to="/tournaments/board">{en.tournaments.board}</NavLink>
        </li>
      </ul>
    </nav>
  )
}
