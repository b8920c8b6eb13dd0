import { describe, expect, it } from 'vitest'
import { bn } from '../../../i18n/bn.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { profileText } from '../profile-text.ts'
import { saveFailureText } from './save-failure.ts'

describe('saveFailureText', () => {
  const refusal = (statusCode: number, message: string) =>
    new ApiError({ statusCode, code: 'X', message, requestId: '1' })

  it('shows the server’s sentence for a refused name', () => {
    expect(saveFailureText(refusal(400, 'নাম ১ থেকে ৪০ অক্ষরের মধ্যে লিখুন।'))).toBe(
      'নাম ১ থেকে ৪০ অক্ষরের মধ্যে লিখুন।',
    )
  })

  it('says the server is busy for a 503, and asks to try again otherwise', () => {
    expect(saveFailureText(refusal(503, 'Service Unavailable'))).toBe(bn.common.busy)
    expect(saveFailureText(refusal(500, 'Internal Server Error'))).toBe(profileText.saveFailed)
    expect(saveFailureText(new TypeError('offline'))).toBe(profileText.saveFailed)
  })
})
