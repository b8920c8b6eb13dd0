import { QuizPlayScreen } from '../../features/quiz/components/quiz-play-screen.tsx'

export function Component() {
  return <QuizPlayScreen kind="regular" />
}
