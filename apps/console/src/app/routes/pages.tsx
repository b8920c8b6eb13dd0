import { type StaticPageName, staticPageNames } from '@khelahobe/contracts/content'
import { Navigate, NavLink, useParams } from 'react-router'
import { PageTitle } from '../../components/page-title.tsx'
import { PageEditor } from '../../features/pages/components/page-editor.tsx'
import { en } from '../../i18n/en.ts'

function isPageName(value: string | undefined): value is StaticPageName {
  return (staticPageNames as readonly string[]).includes(value ?? '')
}

/** `/pages/:page`: the three accordion pages the player app shows, one at a time. */
export function Component() {
  const { page } = useParams()
  if (!isPageName(page)) return <Navigate to={`/pages/${staticPageNames[0]}`} replace />
  return (
    <>
      <PageTitle title={`${en.pages.names[page]} · ${en.pages.heading}`} />
      <h1>{en.pages.heading}</h1>
      <nav aria-label={en.pages.which} className="tabs">
        <ul>
          {staticPageNames.map((name) => (
            <li key={name}>
              <NavLink to={`/pages/${name}`}>{en.pages.names[name]}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <PageEditor key={page} page={page} />
    </>
  )
}
