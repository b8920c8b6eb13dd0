import { PageTitle } from '../../components/page-title.tsx'
import { CategoryTable } from '../../features/questions/components/category-table.tsx'
import { QuestionTabs } from '../../features/questions/components/question-tabs.tsx'
import { en } from '../../i18n/en.ts'

/** `/questions/categories`: names, order and which categories the daily quiz draws on. */
export function Component() {
  return (
    <>
      <PageTitle title={en.categories.title} />
      <h1>{en.categories.title}</h1>
      <QuestionTabs />
      <CategoryTable />
    </>
  )
}
