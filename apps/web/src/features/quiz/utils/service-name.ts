import type { QuizKind } from '@khelahobe/contracts/rules'

/** The spec's names for the two quizzes: `SpecialQuiz` when starting, `specialQuiz` on answers. */
export const serviceName: Record<QuizKind, string> = { regular: 'regularQuiz', special: 'SpecialQuiz' }
export const answerServiceName: Record<QuizKind, string> = { regular: 'regularQuiz', special: 'specialQuiz' }
