import { z } from 'zod'
import { idSchema, textSchema } from './fields.ts'
import type { QuizKind } from './rules.ts'

export const categorySchema = z.object({ id: z.number().int(), category: z.string() })
export type Category = z.infer<typeof categorySchema>

export const categoriesResponseSchema = z.object({ data: z.array(categorySchema) })
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>

export const serviceNameSchema = textSchema(32)
  .transform((value) => value.toLowerCase())
  .pipe(
    z.enum(['regularquiz', 'specialquiz'], { error: "ServiceName must be 'regularQuiz' or 'SpecialQuiz'." }),
  )
  .transform((value): QuizKind => (value === 'specialquiz' ? 'special' : 'regular'))

const flag = z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).transform(Number)

export const startQuizBodySchema = z.object({
  fbid: textSchema(64).optional(),
  isRandom: flag,
  quizCats: z.array(idSchema('quizCats must be category ids.')).max(10).default([]),
  ServiceName: serviceNameSchema,
})
export type StartQuizBody = z.input<typeof startQuizBodySchema>

/** A question as players see it: never with its answer. */
export const quizQuestionSchema = z.strictObject({
  id: z.number().int(),
  question: z.string(),
  option1: z.string(),
  option2: z.string(),
  option3: z.string(),
})
export type QuizQuestion = z.infer<typeof quizQuestionSchema>

export const startQuizResponseSchema = z.object({
  data: z.object({
    /** 1 when today's plays are used up; then there are no questions. */
    isPlayed: z.union([z.literal(0), z.literal(1)]),
    /** The questions still to answer (all of them on a fresh start, the rest on a resume). */
    qlist: z.array(quizQuestionSchema),
    /** Seconds left on the play's clock. */
    timeDuration: z.number().int(),
    deadline: z.string().nullable(),
    playId: z.number().int().nullable(),
    totalQuestions: z.number().int(),
    answeredCount: z.number().int(),
  }),
})
export type StartQuizResponse = z.infer<typeof startQuizResponseSchema>

export const answerBodySchema = z.object({
  msisdn: textSchema(20).optional(),
  qid: idSchema('qid must be a question id.'),
  answer: z.enum(['option1', 'option2', 'option3'], {
    error: "answer must be 'option1', 'option2' or 'option3'.",
  }),
  timetaken: z.coerce
    .number()
    .int({ error: 'timetaken must be whole seconds.' })
    .min(0, { error: 'timetaken cannot be negative.' })
    .max(3600, { error: 'timetaken is too large.' }),
  ServiceName: serviceNameSchema,
})
export type AnswerBody = z.input<typeof answerBodySchema>

export const answerResponseSchema = z.object({
  data: z.object({
    /** False when this question had already been answered: the first answer stands. */
    counted: z.boolean(),
    answeredCount: z.number().int(),
    totalQuestions: z.number().int(),
    finished: z.boolean(),
  }),
})
export type AnswerResponse = z.infer<typeof answerResponseSchema>

/** Ends a play the app has said is over (its reload rule, or a way back or forward). */
export const endPlayBodySchema = z.object({
  playId: idSchema('playId must be a quiz play id.'),
})
export type EndPlayBody = z.input<typeof endPlayBodySchema>

export const endPlayResponseSchema = z.object({
  data: z.object({
    playId: z.number().int(),
    /** The answers it counts: those recorded before it ended. */
    answeredCount: z.number().int(),
    totalQuestions: z.number().int(),
  }),
})
export type EndPlayResponse = z.infer<typeof endPlayResponseSchema>

export const resultCheckQuerySchema = z.object({
  msisdn: textSchema(20).optional(),
  ServiceName: serviceNameSchema.default('regular'),
})

export const resultCheckResponseSchema = z.object({
  data: z.object({
    /** The caller's best number of correct answers today, or null before any finished play. */
    bestCorrect: z.number().int().nullable(),
    playsToday: z.number().int(),
  }),
})
export type ResultCheckResponse = z.infer<typeof resultCheckResponseSchema>
