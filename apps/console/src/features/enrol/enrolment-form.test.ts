import { describe, expect, it } from 'vitest'
import { en } from '../../i18n/en.ts'
import { enrolmentErrors } from './enrolment-form.ts'

const good = { password: 'correct horse battery', repeat: 'correct horse battery', code: '123456' }

describe('the enrolment form checks', () => {
  it('passes a long enough password typed twice and a 6-digit code', () => {
    expect(enrolmentErrors(good)).toEqual({})
    expect(enrolmentErrors({ ...good, code: ' 123456 ' })).toEqual({})
  })

  it('wants at least 12 characters', () => {
    expect(enrolmentErrors({ ...good, password: 'short', repeat: 'short' })).toEqual({
      password: 'The password needs at least 12 characters.',
    })
  })

  it('says when the two passwords differ', () => {
    expect(enrolmentErrors({ ...good, repeat: 'correct horse battery!' })).toEqual({
      repeat: en.enrol.passwordsDiffer,
    })
  })

  it('wants the code as six digits', () => {
    for (const code of ['', '12345', '1234567', '12a456']) {
      expect(enrolmentErrors({ ...good, code }).code, code).toBe(
        'The code is the 6 digits your authenticator app shows.',
      )
    }
  })
})
