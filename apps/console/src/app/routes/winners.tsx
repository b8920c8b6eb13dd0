import { useSearchParams } from 'react-router'
import { PageTitle } from '../../components/page-title.tsx'
import { isCompetition, WinnersScreen } from '../../features/winners/components/winners-screen.tsx'
import { en } from '../../i18n/en.ts'

/** `/winners?competition=…&period=…`: what the winners jobs decided, and why others did not win. */
export function Component() {
  const [params, setParams] = useSearchParams()
  const asked = params.get('competition')
  const competition = isCompetition(asked) ? asked : 'daily_quiz'
  return (
    <>
      <PageTitle title={en.winners.title} />
      <h1>{en.winners.title}</h1>
      <WinnersScreen
        competition={competition}
        period={params.get('period')}
        onChoose={(next, period) =>
          setParams(
            new URLSearchParams(period === null ? { competition: next } : { competition: next, period }),
          )
        }
      />
    </>
  )
}
