import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { errorCodes } from '@khelahobe/contracts/error-codes'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError, tooManyRequests } from '../../lib/errors.ts'
import { hitRateLimit } from '../../lib/rate-limit.ts'
import * as repo from './auth.repo.ts'
import type { SmsSender } from './sms.ts'

/** The login rules of DESIGN §3, in one place. */
export const loginRules = {
  codeLifeMs: 5 * 60_000,
  resendGapMs: 60_000,
  maxAttempts: 5,
  codesPerNumberPerHour: 5,
  codesPerIpPerHour: 30,
  verifiesPerIpPer10Minutes: 60,
} as const

const hour = 60 * 60_000

const codeExpired = (message: string) => new AppError(400, errorCodes.codeExpired, message)
const codeInvalid = (message: string) => new AppError(400, errorCodes.codeInvalid, message)

export const sessionTokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

export function createAuthService(deps: {
  db: Database
  clock: Clock
  sms: SmsSender
  secret: string
  sessionDays: number
}) {
  const { db, clock, sms } = deps

  // Keyed with the server's secret: six digits are too few to survive a plain hash.
  const codeHash = (msisdn: string, code: string) =>
    createHmac('sha256', deps.secret).update(`${msisdn}:${code}`).digest()

  async function requestCode(msisdn: string, ip: string) {
    const now = clock.now()
    const perIp = await hitRateLimit(db, now, {
      key: `login:ip:${ip}`,
      limit: loginRules.codesPerIpPerHour,
      windowMs: hour,
    })
    if (!perIp.allowed) {
      throw tooManyRequests(
        `Too many login requests from this network. Try again in ${minutes(perIp.retryAfterSeconds)}.`,
      )
    }

    const code = randomInt(0, 1_000_000).toString().padStart(6, '0')
    const stored = {
      msisdn,
      codeHash: codeHash(msisdn, code).toString('hex'),
      createdAt: now,
      expiresAt: new Date(now.getTime() + loginRules.codeLifeMs),
    }
    await db.transaction(async (tx) => {
      const issued = await repo.replaceLoginCode(tx, stored, new Date(now.getTime() - loginRules.resendGapMs))
      if (!issued) {
        const current = await repo.findLoginCode(tx, msisdn)
        const waitMs =
          (current?.createdAt.getTime() ?? now.getTime()) + loginRules.resendGapMs - now.getTime()
        throw tooManyRequests(
          `A code was just sent. You can ask for a new one in ${Math.max(1, Math.ceil(waitMs / 1000))} seconds.`,
        )
      }
      const perNumber = await hitRateLimit(tx, now, {
        key: `login:msisdn:${msisdn}`,
        limit: loginRules.codesPerNumberPerHour,
        windowMs: hour,
      })
      if (!perNumber.allowed) {
        throw tooManyRequests(
          `Too many codes for this number. Try again in ${minutes(perNumber.retryAfterSeconds)}.`,
        )
      }
    })

    try {
      await sms.send({
        msisdn,
        code,
        text: `Khela Hobe: your login code is ${code}. It works for 5 minutes.`,
      })
    } catch (error) {
      // Without the text the code is useless; forget it so the person can ask again at once.
      await repo.deleteLoginCode(db, msisdn, now)
      throw new AppError(503, errorCodes.internal, 'We could not send the SMS just now. Please try again.', {
        cause: error,
      })
    }
    return {
      expiresInSeconds: loginRules.codeLifeMs / 1000,
      resendAfterSeconds: loginRules.resendGapMs / 1000,
    }
  }

  async function verifyCode(msisdn: string, code: string, ip: string) {
    const now = clock.now()
    const perIp = await hitRateLimit(db, now, {
      key: `verify:ip:${ip}`,
      limit: loginRules.verifiesPerIpPer10Minutes,
      windowMs: 10 * 60_000,
    })
    if (!perIp.allowed) {
      throw tooManyRequests(
        `Too many tries from this network. Try again in ${minutes(perIp.retryAfterSeconds)}.`,
      )
    }

    // The try is counted on its own, before the comparison, so a wrong guess always costs one.
    const live = await repo.countLoginAttempt(db, msisdn)
    if (!live) throw codeExpired('There is no code waiting for this number. Ask for a new code.')
    if (live.expiresAt.getTime() <= now.getTime())
      throw codeExpired('This code has expired. Ask for a new code.')
    if (live.attempts > loginRules.maxAttempts) throw codeExpired('Too many wrong tries. Ask for a new code.')
    if (!timingSafeEqual(Buffer.from(live.codeHash, 'hex'), codeHash(msisdn, code))) {
      const left = loginRules.maxAttempts - live.attempts
      throw codeInvalid(
        left > 0
          ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`
          : 'That code is not right, and it no longer works. Ask for a new code.',
      )
    }

    return db.transaction(async (tx) => {
      if (!(await repo.consumeLoginCode(tx, msisdn, live.createdAt, now))) {
        throw codeExpired('This code has already been used. Ask for a new code.')
      }
      const user = await repo.upsertUser(tx, msisdn)
      return { user, ...(await startSession(tx, user.id)) }
    })
  }

  /** A new session for a person whose number has just been proven (by a code, or by their wallet). */
  async function startSession(tx: Database, userId: number) {
    const token = randomBytes(32).toString('base64url')
    await repo.insertSession(tx, {
      userId,
      tokenHash: sessionTokenHash(token),
      expiresAt: new Date(clock.now().getTime() + deps.sessionDays * 24 * hour),
    })
    return { token, maxAgeSeconds: deps.sessionDays * 24 * 3600 }
  }

  return {
    requestCode,
    verifyCode,
    startSession: (userId: number) => startSession(db, userId),
    userForToken: (token: string) => repo.findUserBySessionHash(db, sessionTokenHash(token), clock.now()),
    logout: (token: string) => repo.deleteSession(db, sessionTokenHash(token)),
  }
}

export type AuthService = ReturnType<typeof createAuthService>

function minutes(seconds: number) {
  const m = Math.max(1, Math.ceil(seconds / 60))
  return `${m} minute${m === 1 ? '' : 's'}`
}
