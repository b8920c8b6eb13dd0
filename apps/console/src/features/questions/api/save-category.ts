import type {
  bankCategoryResponseSchema,
  categoryCreateBodySchema,
  categoryEditBodySchema,
} from '@khelahobe/contracts/question-bank'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Input, Output } from '../../../lib/schema-types.ts'
import type { BankCategory } from './get-categories.ts'

export type CategoryEdit = Input<typeof categoryEditBodySchema>

/** Renames, reorders, shows or hides one category. */
export async function saveCategory(id: number, edit: CategoryEdit): Promise<BankCategory> {
  const { data } = await apiFetch<Output<typeof bankCategoryResponseSchema>>(
    `/api/console/categories/${id}`,
    {
      method: 'PUT',
      body: edit,
    },
  )
  return data
}

export type NewCategory = Input<typeof categoryCreateBodySchema>

/** Adds a category; its slug is what question files name it by. */
export async function createCategory(category: NewCategory): Promise<BankCategory> {
  const { data } = await apiFetch<Output<typeof bankCategoryResponseSchema>>('/api/console/categories', {
    method: 'POST',
    body: category,
  })
  return data
}
