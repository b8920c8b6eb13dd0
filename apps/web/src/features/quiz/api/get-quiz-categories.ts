import type { CategoriesResponse, Category } from '@khelahobe/contracts/quiz'
import useSWR from 'swr'
import { apiFetch } from '../../../lib/api-client.ts'

const path = '/api/Quiz/GetQuizCategories'

/** The visible categories, Bangla names, in the server's order. */
export async function getQuizCategories(): Promise<Category[]> {
  const { data } = await apiFetch<CategoriesResponse>(path)
  return data
}

/** The list hardly ever changes, so a return to the screen shows the cached one at once. */
export function useQuizCategories() {
  const { data, error, isLoading, mutate } = useSWR(path, getQuizCategories, { revalidateOnFocus: false })
  return { categories: data, error: error as unknown, isLoading, retry: () => void mutate() }
}
