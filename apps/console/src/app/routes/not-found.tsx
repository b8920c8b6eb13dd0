import { Link } from 'react-router'
import { PageTitle } from '../../components/page-title.tsx'
import { en } from '../../i18n/en.ts'

export function Component() {
  return (
    <>
      <PageTitle title={en.notFound.title} />
      <h1>{en.notFound.title}</h1>
      <p>
        <Link to="/">{en.notFound.back}</Link>
      </p>
    </>
  )
}
