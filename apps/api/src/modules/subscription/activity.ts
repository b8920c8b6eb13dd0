import { addDays } from '@khelahobe/contracts/dhaka-time'
import type { Activity } from '@khelahobe/contracts/subscription'

/** How long one weekly charge pays for, counted from its due date. */
export const billingPeriodDays = 7

interface Charge {
  dueDate: string
  succeeded: boolean
}

/**
 * `active` when the billing week containing `today` is paid: some successful charge
 * (the charge itself or its retry) was due within the last seven days. A failed charge
 * leaves the week unpaid until its retry succeeds.
 */
export function paymentActivity(charges: Charge[], today: string): Activity {
  const paid = charges.some(
    (charge) =>
      charge.succeeded && charge.dueDate <= today && today < addDays(charge.dueDate, billingPeriodDays),
  )
  return paid ? 'active' : 'inactive'
}

/** The due date of the latest successful charge. */
export function lastPaidDate(charges: Charge[]): string | null {
  return charges
    .filter((c) => c.succeeded)
    .reduce<string | null>((latest, c) => (latest && latest > c.dueDate ? latest : c.dueDate), null)
}

const succeededStatuses = new Set(['SUCCEEDED_PAYMENT', 'RE_SUCCEEDED_PAYMENT'])
export const isSucceededPayment = (status: string) => succeededStatuses.has(status)
