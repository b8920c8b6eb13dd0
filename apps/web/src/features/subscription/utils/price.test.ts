import { subscriptionPriceTaka } from '@khelahobe/contracts/subscription'
import { expect, it } from 'vitest'
import { weeklyPriceTaka } from './price.ts'

it('shows the price the contracts define', () => {
  expect(weeklyPriceTaka).toBe(subscriptionPriceTaka)
})
