import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../../../test/databases.ts'
import { createTestApp, login, type TestApp } from '../../../test/harness.ts'

describe.each(testDatabases)('profile updates on $name', (kind) => {
  let t: TestApp
  beforeEach(async () => {
    t = await createTestApp(kind)
  })
  afterEach(() => t.close())

  const update = (payload: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/default/UpdateUserProfile',
      payload,
      headers: cookie ? { cookie } : {},
    })

  it('changes the name and the avatar of the logged-in person only', async () => {
    const me = await login(t.app, '01712345678')
    const response = await update({ Name: '  রহিম  ', ImageName: '5', Msisdn: '01712345678' }, me.cookie)
    expect(response.json().data.user).toMatchObject({ name: 'রহিম', imageName: '5' })
    const after = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: me.cookie } })
    expect(after.json().data.user).toMatchObject({ name: 'রহিম', imageName: '5' })
  })

  it('refuses another number, an unknown avatar, an overlong name, and a visitor', async () => {
    const me = await login(t.app, '01712345678')
    expect((await update({ Name: 'x', Msisdn: '01898765432' }, me.cookie)).statusCode).toBe(403)
    const avatar = await update({ ImageName: '4' }, me.cookie)
    expect(avatar.statusCode).toBe(400)
    expect(avatar.json().message).toBe('Choose one of the six avatars.')
    expect((await update({ Name: 'ক'.repeat(61) }, me.cookie)).json().message).toBe(
      'The name can be at most 60 characters.',
    )
    expect((await update({ Name: 'x' })).statusCode).toBe(401)
    const unchanged = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: me.cookie } })
    expect(unchanged.json().data.user).toMatchObject({ name: null, imageName: null })
  })
})
