import { z } from 'zod'
import { idSchema, multilineTextSchema, textSchema } from './fields.ts'

/** The console's question bank (role editor). */
export const questionDifficultyNames = ['easy', 'medium', 'hard'] as const
export const questionStatuses = ['active', 'retired', 'all'] as const
export const questionPageSize = 50

export const questionListQuerySchema = z.object({
  /** A category's slug. */
  category: textSchema(64).optional(),
  status: z.enum(questionStatuses).default('all'),
  difficulty: z.enum(questionDifficultyNames).optional(),
  /** Words in the question or its options. */
  q: textSchema(100).trim().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

export const bankQuestionSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  question: z.string(),
  option1: z.string(),
  option2: z.string(),
  option3: z.string(),
  correctOption: z.number().int().min(1).max(3),
  difficulty: z.enum(questionDifficultyNames),
  fact: z.string().nullable(),
  active: z.boolean(),
})
export type BankQuestion = z.infer<typeof bankQuestionSchema>

export const questionListResponseSchema = z.object({
  data: z.object({ items: z.array(bankQuestionSchema), total: z.number().int(), page: z.number().int() }),
})

export const questionParamsSchema = z.object({ id: idSchema('There is no such question.') })

const optionText = (name: string) =>
  textSchema(100)
    .trim()
    .min(1, { error: `${name} cannot be empty.` })

export const questionEditBodySchema = z
  .object({
    question: textSchema(300).trim().min(1, { error: 'The question cannot be empty.' }),
    option1: optionText('Option 1'),
    option2: optionText('Option 2'),
    option3: optionText('Option 3'),
    correctOption: z
      .number()
      .int()
      .min(1, { error: 'correctOption is 1, 2 or 3.' })
      .max(3, { error: 'correctOption is 1, 2 or 3.' }),
    difficulty: z.enum(questionDifficultyNames, { error: 'difficulty is easy, medium or hard.' }),
  })
  .refine((body) => new Set([body.option1, body.option2, body.option3]).size === 3, {
    error: 'The three options must differ.',
  })
export type QuestionEdit = z.infer<typeof questionEditBodySchema>

export const questionActiveBodySchema = z.object({ active: z.boolean() })
export const bankQuestionResponseSchema = z.object({ data: bankQuestionSchema })

/** A question file as the CLI takes it, sent as text: at most about 2 MB. */
export const questionImportBodySchema = z.object({
  format: z.enum(['json', 'csv']),
  text: multilineTextSchema(2_000_000),
})
export const questionImportResponseSchema = z.object({
  data: z.object({
    imported: z.number().int(),
    /** Each bad row's line and what is wrong; when there are any, nothing was imported. */
    problems: z.array(z.object({ line: z.number().int(), message: z.string() })),
  }),
})

export const questionExportQuerySchema = z.object({ format: z.enum(['json', 'csv']).default('csv') })

export const bankCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  visible: z.boolean(),
  sortOrder: z.number().int(),
  activeQuestions: z.number().int(),
})
export const bankCategoriesResponseSchema = z.object({ data: z.array(bankCategorySchema) })
export const categoryParamsSchema = z.object({ id: idSchema('There is no such category.') })
export const categoryEditBodySchema = z.object({
  name: textSchema(60).trim().min(1, { error: 'The name cannot be empty.' }),
  visible: z.boolean(),
  sortOrder: z.number().int().min(0).max(1000),
})
/** A new category: its slug names it in question files and addresses, so it is plain and lasting. */
export const categoryCreateBodySchema = categoryEditBodySchema.extend({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      error:
        'Write the slug in lowercase English letters and digits, words joined by hyphens (like world-history).',
    })
    .max(40, { error: 'The slug can be at most 40 characters.' }),
})
export const bankCategoryResponseSchema = z.object({ data: bankCategorySchema })
