import { z } from 'zod'

export const categorySchema = z.object({ id: z.number().int(), category: z.string() })
export type Category = z.infer<typeof categorySchema>

export const categoriesResponseSchema = z.object({ data: z.array(categorySchema) })
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>
