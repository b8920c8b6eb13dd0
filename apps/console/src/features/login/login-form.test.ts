import { describe, expect, it } from 'vitest'
import { en } from '../../i18n/en.ts'
import { loginErrors } from './login-form.ts'

const good = { email: 'ops@example.com', password: 'whatever it is', code: '123456' }

describe('the login form checks', () => {
  it('passes an e-mail, a password and a 6-digit code', () => {
    expect(loginErrors(good)).toEqual({})
    expect(loginErrors({ ...good, email: ' Ops@Example.com ' })).toEqual({})
  })

  it('names each field that is missing or malformed', () => {
    expect(loginErrors({ email: 'ops', password: '', code: '12' })).toEqual({
      email: 'Enter the e-mail address the account was created for.',
      password: en.login.passwordRequired,
      code: 'The code is the 6 digits your authenticator app shows.',
    })
  })

  it('leaves the password rules to the server', () => {
    expect(loginErrors({ ...good, password: 'short' })).toEqual({})
  })
})
