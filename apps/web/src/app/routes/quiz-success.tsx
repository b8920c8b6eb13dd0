import { QuizSuccessScreen } from '../../features/quiz/components/quiz-success-screen.tsx'

export function Component() {
  return <QuizSuccessScreen />
}
