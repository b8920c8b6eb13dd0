import { useSearchParams } from 'react-router'
import { EnrolScreen } from '../../features/enrol/components/enrol-screen.tsx'

/** `/enrol?token=…`, the link `npm run operator:create` prints. */
export function Component() {
  const [params] = useSearchParams()
  return <EnrolScreen token={params.get('token')} />
}
