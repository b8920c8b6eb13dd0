import { useSearchParams } from 'react-router'
import { PageTitle } from '../../components/page-title.tsx'
import { QuestionList } from '../../features/questions/components/question-list.tsx'
import { QuestionTabs } from '../../features/questions/components/question-tabs.tsx'
import { filterQuery, readFilters } from '../../features/questions/question-filters.ts'
import { en } from '../../i18n/en.ts'

/** `/questions`: the bank, filtered by what the address says. */
export function Component() {
  const [params, setParams] = useSearchParams()
  const filters = readFilters(params)
  return (
    <>
      <PageTitle title={en.questions.title} />
      <h1>{en.questions.title}</h1>
      <QuestionTabs />
      <QuestionList
        // A new search from outside (a link, Back) starts the search box afresh.
        key={filters.q}
        filters={filters}
        onFilters={(next) => setParams(new URLSearchParams(filterQuery(next)))}
      />
    </>
  )
}
