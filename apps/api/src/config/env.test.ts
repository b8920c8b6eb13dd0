import { describe, expect, it } from 'vitest'
import { loadEnv } from './env.ts'

describe('loadEnv', () => {
  it('gives every variable a working default outside production', () => {
    const env = loadEnv({})
    expect(env).toMatchObject({ NODE_ENV: 'development', PORT: 3000, DATA_DIR: './data', TRUST_PROXY: false })
    expect(env.DATABASE_URL).toBeUndefined()
  })

  it('reads the variables it is given, treating empty ones as unset', () => {
    const env = loadEnv({
      PORT: '4001',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h:5432/db',
      LOG_LEVEL: '',
    })
    expect(env).toMatchObject({
      PORT: 4001,
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h:5432/db',
      LOG_LEVEL: 'info',
    })
  })

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE, 10 unless set, and refuses a size of none', () => {
    expect(loadEnv({}).DATABASE_POOL_SIZE).toBe(10)
    expect(loadEnv({ DATABASE_POOL_SIZE: '4' }).DATABASE_POOL_SIZE).toBe(4)
    for (const size of ['0', '2.5', 'ten'])
      expect(() => loadEnv({ DATABASE_POOL_SIZE: size }), size).toThrow(/DATABASE_POOL_SIZE/)
  })

  it('lists every bad key at once', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    )
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging' })
    } catch (error) {
      const message = (error as Error).message
      for (const key of ['PORT', 'DATABASE_URL', 'NODE_ENV']) expect(message).toContain(`  ${key}: `)
    }
  })

  it('refuses to run production without a secret and an SMS gateway', () => {
    let message = ''
    try {
      loadEnv({ NODE_ENV: 'production' })
    } catch (error) {
      message = (error as Error).message
    }
    for (const key of ['AUTH_SECRET', 'SMS_GATEWAY_URL', 'SMS_GATEWAY_TOKEN', 'PUBLIC_ORIGIN']) {
      expect(message).toContain(`${key}: must be set in production`)
    }
    expect(message).toContain("PAYMENT_PROVIDER: must be 'bkash' in production")
  })

  it('needs the gateway address and key for the real wallet provider', () => {
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'bkash' })).toThrow(
      /BKASH_BASE_URL: must be set[\s\S]*BKASH_API_KEY: must be set/,
    )
    expect(loadEnv({}).PAYMENT_PROVIDER).toBe('simulator')
  })
})
