import { Link, useLocation, useParams } from 'react-router'
import { FormAlert } from '../../components/form-alert.tsx'
import { PageTitle } from '../../components/page-title.tsx'
import { useCategories } from '../../features/questions/api/get-categories.ts'
import { useQuestion } from '../../features/questions/api/get-question.ts'
import { QuestionEditor } from '../../features/questions/components/question-editor.tsx'
import { en } from '../../i18n/en.ts'
import { errorMessage } from '../../lib/api-client.ts'

/** `/questions/:id`: one question's edit form; the way back keeps the list's filters. */
export function Component() {
  const id = Number(useParams().id)
  const location = useLocation()
  const back = (location.state as { back?: string } | null)?.back
  const { data, error, mutate } = useQuestion(id)
  const categories = useCategories()
  const title = en.questions.editTitle(id)
  return (
    <>
      <PageTitle title={title} />
      <p>
        <Link to={back ? `/questions?${back}` : '/questions'}>{en.questions.back}</Link>
      </p>
      <h1>{title}</h1>
      {data === undefined ? (
        error === undefined ? (
          <p role="status">{en.loading}</p>
        ) : (
          <FormAlert message={errorMessage(error)} />
        )
      ) : (
        <QuestionEditor
          key={data.id}
          question={data}
          categoryName={
            categories.data?.find((category) => category.slug === data.category)?.name ?? data.category
          }
          onChanged={(saved) => mutate(saved, { revalidate: false })}
        />
      )}
    </>
  )
}
