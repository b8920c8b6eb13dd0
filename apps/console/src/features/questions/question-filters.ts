import { questionDifficultyNames, questionStatuses } from '@khelahobe/contracts/question-bank'

export type QuestionDifficulty = (typeof questionDifficultyNames)[number]
export type QuestionStatus = (typeof questionStatuses)[number]

/** The list's filters, kept in the page's address so a filtered list can be linked and reloaded. */
export type QuestionFilters = {
  category: string
  status: QuestionStatus
  difficulty: QuestionDifficulty | ''
  q: string
  page: number
}

export const noFilters: QuestionFilters = { category: '', status: 'all', difficulty: '', q: '', page: 1 }

const isStatus = (value: string | null): value is QuestionStatus =>
  (questionStatuses as readonly (string | null)[]).includes(value)
const isDifficulty = (value: string | null): value is QuestionDifficulty =>
  (questionDifficultyNames as readonly (string | null)[]).includes(value)

/** The filters an address holds; anything unreadable is left at its default. */
export function readFilters(params: URLSearchParams): QuestionFilters {
  const status = params.get('status')
  const difficulty = params.get('difficulty')
  const page = Number(params.get('page'))
  return {
    category: params.get('category')?.trim() ?? '',
    status: isStatus(status) ? status : noFilters.status,
    difficulty: isDifficulty(difficulty) ? difficulty : '',
    q: params.get('q')?.trim() ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  }
}

/** The filters as a query string, without the ones at their defaults: the API and the address use the same. */
export function filterQuery(filters: QuestionFilters): string {
  const params = new URLSearchParams()
  if (filters.category) params.set('category', filters.category)
  if (filters.status !== noFilters.status) params.set('status', filters.status)
  if (filters.difficulty) params.set('difficulty', filters.difficulty)
  if (filters.q.trim()) params.set('q', filters.q.trim())
  if (filters.page > 1) params.set('page', String(filters.page))
  return params.toString()
}

/** How many pages `total` questions fill, at least one. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}
