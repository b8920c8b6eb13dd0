import { PaymentResult } from '../../features/subscription/components/payment-result.tsx'

export function Component() {
  return <PaymentResult />
}
