import { subscriptionPriceTaka } from '@khelahobe/contracts/rules'
import { expect, it } from 'vitest'

// Written out from the spec (campaign page 6 states the price), not read from anywhere.
it('shows the weekly price of the spec', () => {
  expect(subscriptionPriceTaka).toBe(24)
})
