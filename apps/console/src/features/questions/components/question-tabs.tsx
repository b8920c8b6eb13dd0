import { NavLink } from 'react-router'
import { en } from '../../../i18n/en.ts'

/** The question bank's three views: the list, import and export, and the categories. */
export function QuestionTabs() {
  return (
    <nav aria-label={en.questions.views} className="tabs">
      <ul>
        <li>
          <NavLink to="/questions" end>
            {en.questions.title}
          </NavLink>
        </li>
        <li>
          <NavLink to="/questions/import">{en.questions.importExport}</NavLink>
        </li>
        <li>
          <NavLink to="/questions/categories">{en.categories.title}</NavLink>
        </li>
      </ul>
    </nav>
  )
}
