import { describe, expect, it } from 'vitest'
import { lastPaidDate, paymentActivity } from './activity.ts'

describe('payment activity', () => {
  const paid = { dueDate: '2026-11-17', succeeded: true }

  it('is active for the seven days a successful charge pays for', () => {
    expect(paymentActivity([paid], '2026-11-17')).toBe('active')
    expect(paymentActivity([paid], '2026-11-23')).toBe('active')
    expect(paymentActivity([paid], '2026-11-24')).toBe('inactive')
    expect(paymentActivity([paid], '2026-11-16')).toBe('inactive')
  })

  it('is inactive after a failed charge until its retry succeeds', () => {
    const failed = { dueDate: '2026-11-24', succeeded: false }
    expect(paymentActivity([paid, failed], '2026-11-25')).toBe('inactive')
    const retried = { dueDate: '2026-11-24', succeeded: true }
    expect(paymentActivity([paid, retried], '2026-11-26')).toBe('active')
  })

  it('is inactive with no charges at all', () => {
    expect(paymentActivity([], '2026-11-24')).toBe('inactive')
  })

  it('reports the latest paid due date', () => {
    expect(lastPaidDate([paid, { dueDate: '2026-11-24', succeeded: false }])).toBe('2026-11-17')
    expect(lastPaidDate([])).toBeNull()
  })
})
