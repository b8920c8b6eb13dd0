import { ProfileScreen } from '../../features/profile/components/profile-screen.tsx'
import { SubscriptionCards } from '../../features/subscription/components/subscription-cards.tsx'

export function Component() {
  // Two features meet here: the route composes them, so neither imports the other.
  return <ProfileScreen subscriptions={<SubscriptionCards />} />
}
