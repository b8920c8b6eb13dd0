import {
  questionDifficultyNames,
  questionPageSize,
  questionStatuses,
} from '@khelahobe/contracts/question-bank'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { FormAlert } from '../../../components/form-alert.tsx'
import { Pager } from '../../../components/pager.tsx'
import { en } from '../../../i18n/en.ts'
import { errorMessage } from '../../../lib/api-client.ts'
import { useCategories } from '../api/get-categories.ts'
import { useQuestions } from '../api/get-questions.ts'
import { filterQuery, pageCount, type QuestionFilters } from '../question-filters.ts'

type Props = { filters: QuestionFilters; onFilters: (filters: QuestionFilters) => void }

/** The bank filtered by category, status, difficulty and words, fifty questions a page. */
export function QuestionList({ filters, onFilters }: Props) {
  const { data, error, isLoading } = useQuestions(filters)
  const categories = useCategories()
  const [q, setQ] = useState(filters.q)
  const names = new Map(categories.data?.map((category) => [category.slug, category.name]))
  const pages = data ? pageCount(data.total, questionPageSize) : 1
  const back = filterQuery(filters)

  function set(change: Partial<QuestionFilters>) {
    onFilters({ ...filters, page: 1, ...change })
  }
  function onSearch(event: FormEvent) {
    event.preventDefault()
    set({ q })
  }

  return (
    <>
      <form className="filters" aria-label={en.questions.filters} onSubmit={onSearch}>
        <div className="field">
          <label htmlFor="filter-category">{en.questions.category}</label>
          <select
            id="filter-category"
            value={filters.category}
            onChange={(event) => set({ category: event.target.value })}
          >
            <option value="">{en.questions.allCategories}</option>
            {categories.data?.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-status">{en.questions.status}</label>
          <select
            id="filter-status"
            value={filters.status}
            onChange={(event) => set({ status: event.target.value as QuestionFilters['status'] })}
          >
            {questionStatuses.map((status) => (
              <option key={status} value={status}>
                {en.questions.statuses[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-difficulty">{en.questions.difficulty}</label>
          <select
            id="filter-difficulty"
            value={filters.difficulty}
            onChange={(event) => set({ difficulty: event.target.value as QuestionFilters['difficulty'] })}
          >
            <option value="">{en.questions.anyDifficulty}</option>
            {questionDifficultyNames.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {en.questions.difficulties[difficulty]}
              </option>
            ))}
          </select>
        </div>
        <div className="field filter-search">
          <label htmlFor="filter-q">{en.questions.search}</label>
          <input
            id="filter-q"
            type="search"
            lang="bn"
            value={q}
            maxLength={100}
            onChange={(event) => setQ(event.target.value)}
          />
        </div>
        <button type="submit" className="button">
          {en.questions.searchButton}
        </button>
      </form>

      <FormAlert message={error === undefined ? null : errorMessage(error)} />
      {isLoading ? <p role="status">{en.loading}</p> : null}
      {data && data.items.length === 0 ? <p>{en.questions.none}</p> : null}
      {data && data.items.length > 0 ? (
        <table className="table">
          <caption className="visually-hidden">{en.questions.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{en.questions.id}</th>
              <th scope="col">{en.questions.category}</th>
              <th scope="col">{en.questions.question}</th>
              <th scope="col">{en.questions.difficulty}</th>
              <th scope="col">{en.questions.active}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((question) => (
              <tr key={question.id}>
                <td>{question.id}</td>
                <td>{names.get(question.category) ?? question.category}</td>
                <td lang="bn">
                  <Link to={`/questions/${question.id}`} state={{ back }}>
                    {question.question}
                  </Link>
                </td>
                <td>{en.questions.difficulties[question.difficulty]}</td>
                <td>{question.active ? en.questions.yes : en.questions.retired}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {data ? (
        <Pager
          status={en.questions.shown(data.total, data.page, pages)}
          page={data.page}
          pages={pages}
          onPage={(page) => onFilters({ ...filters, page })}
        />
      ) : null}
    </>
  )
}
