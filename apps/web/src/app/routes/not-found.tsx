import { Link } from '../../components/ui/link.tsx'
import { bn } from '../../i18n/bn.ts'

export function Component() {
  return (
    <section className="page">
      <title>{`${bn.notFound.title}${bn.titleSuffix}`}</title>
      <h1>{bn.notFound.title}</h1>
      <p>{bn.notFound.body}</p>
      <Link to="/home" className="btn btn-secondary">
        {bn.common.goHome}
      </Link>
    </section>
  )
}
