import { PageTitle } from '../../components/page-title.tsx'
import { QuestionImport } from '../../features/questions/components/question-import.tsx'
import { QuestionTabs } from '../../features/questions/components/question-tabs.tsx'
import { en } from '../../i18n/en.ts'

/** `/questions/import`: a question file in, the whole bank out. */
export function Component() {
  return (
    <>
      <PageTitle title={en.questions.importExport} />
      <h1>{en.questions.importExport}</h1>
      <QuestionTabs />
      <QuestionImport />
    </>
  )
}
