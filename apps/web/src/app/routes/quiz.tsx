import { CategoryScreen } from '../../features/quiz/components/category-screen.tsx'

export function Component() {
  return <CategoryScreen />
}
