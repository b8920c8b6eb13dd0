import { describe, expect, it } from 'vitest'
import { outcomeWithoutRequest, paymentOutcome, requestIdFrom } from './payment-outcome.ts'

describe('paymentOutcome', () => {
  it('reads SUCCEEDED as success', () => {
    expect(paymentOutcome('SUCCEEDED')).toBe('succeeded')
  })

  it('reads CANCELLED, FAILED and EXPIRED as failure', () => {
    for (const status of ['CANCELLED', 'FAILED', 'EXPIRED'] as const) {
      expect(paymentOutcome(status), status).toBe('failed')
    }
  })

  it('reads INITIALIZED and VERIFIED as not decided yet', () => {
    expect(paymentOutcome('INITIALIZED')).toBe('pending')
    expect(paymentOutcome('VERIFIED')).toBe('pending')
  })

  it('reads no answer as failure', () => {
    expect(paymentOutcome(null)).toBe('failed')
    expect(paymentOutcome(undefined)).toBe('failed')
  })
})

describe('requestIdFrom', () => {
  const id = '5b1f3c1e-8f1e-4a51-9d8e-0c1f2a3b4c5d'

  it('prefers the sri query parameter', () => {
    expect(requestIdFrom(`?sri=${id}&status=success`, 'saved')).toBe(id)
  })

  it('falls back to the id saved in this tab', () => {
    expect(requestIdFrom('?status=success', id)).toBe(id)
    expect(requestIdFrom('?sri=', id)).toBe(id)
  })

  it('has nothing when neither is there', () => {
    expect(requestIdFrom('', null)).toBeNull()
    expect(requestIdFrom('?sri=%20', '  ')).toBeNull()
  })
})

describe('outcomeWithoutRequest', () => {
  it('reads a return from the wallet that lost its request as a failure', () => {
    expect(outcomeWithoutRequest('?status=success')).toBe('failed')
    expect(outcomeWithoutRequest('?status=')).toBe('failed')
  })

  it('reads the page opened by itself as nothing tried', () => {
    expect(outcomeWithoutRequest('')).toBe('none')
    expect(outcomeWithoutRequest('?utm_source=share')).toBe('none')
  })
})
