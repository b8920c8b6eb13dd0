import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { errorCodes } from '@khelahobe/contracts/error-codes'
import type { Database } from '../../db/client.ts'
import { recordAudit } from '../../lib/audit.ts'
import { bengaliDigits } from '../../lib/bengali-digits.ts'
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

  /** `appHost` is the host name the app is served from, which the SMS names for WebOTP. */
  async function requestCode(msisdn: string, ip: string, appHost: string) {
    const now = clock.now()
    const perIp = await hitRateLimit(db, now, {
      key: `login:ip:${ip}`,
      limit: loginRules.codesPerIpPerHour,
      windowMs: hour,
    })
    if (!perIp.allowed) {
      throw tooManyRequests(
        `এই নেটওয়ার্ক থেকে অনেকবার লগইনের চেষ্টা হয়েছে। ${minutes(perIp.retryAfterSeconds)} পরে আবার চেষ্টা করুন।`,
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
          `একটি কোড এইমাত্র পাঠানো হয়েছে। ${bengaliDigits(Math.max(1, Math.ceil(waitMs / 1000)))} সেকেন্ড পরে নতুন কোড চাইতে পারবেন।`,
        )
      }
      const perNumber = await hitRateLimit(tx, now, {
        key: `login:msisdn:${msisdn}`,
        limit: loginRules.codesPerNumberPerHour,
        windowMs: hour,
      })
      if (!perNumber.allowed) {
        throw tooManyRequests(
          `এই নম্বরে অনেকগুলো কোড পাঠানো হয়েছে। ${minutes(perNumber.retryAfterSeconds)} পরে আবার চেষ্টা করুন।`,
        )
      }
    })

    try {
      await sms.send({ msisdn, code, text: loginSmsText(code, appHost) })
    } catch (error) {
      // Without the text the code is useless; forget it so the person can ask again at once.
      await repo.deleteLoginCode(db, msisdn, now)
      throw new AppError(
        503,
        errorCodes.providerUnavailable,
        'এই মুহূর্তে SMS পাঠানো যায়নি। একটু পরে আবার চেষ্টা করুন।',
        { cause: error },
      )
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
        `এই নেটওয়ার্ক থেকে অনেকবার চেষ্টা হয়েছে। ${minutes(perIp.retryAfterSeconds)} পরে আবার চেষ্টা করুন।`,
      )
    }

    // The try is counted on its own, before the comparison, so a wrong guess always costs one.
    const live = await repo.countLoginAttempt(db, msisdn)
    if (!live) throw codeExpired(`এই নম্বরের জন্য কোনো কোড অপেক্ষায় নেই। ${askAgain}`)
    if (live.expiresAt.getTime() <= now.getTime()) throw codeExpired(`কোডটির মেয়াদ শেষ হয়ে গেছে। ${askAgain}`)
    if (live.attempts > loginRules.maxAttempts) throw codeExpired(`অনেকবার ভুল কোড দেওয়া হয়েছে। ${askAgain}`)
    if (!timingSafeEqual(Buffer.from(live.codeHash, 'hex'), codeHash(msisdn, code))) {
      const left = loginRules.maxAttempts - live.attempts
      throw codeInvalid(
        left > 0
          ? `কোডটি সঠিক নয়। আর ${bengaliDigits(left)} বার চেষ্টা করতে পারবেন।`
          : `কোডটি সঠিক নয়, আর এটি কাজ করবে না। ${askAgain}`,
      )
    }

    return db.transaction(async (tx) => {
      if (!(await repo.consumeLoginCode(tx, msisdn, live.createdAt, now))) {
        throw codeExpired(`এই কোডটি আগেই ব্যবহার করা হয়েছে। ${askAgain}`)
      }
      const user = await repo.upsertUser(tx, msisdn)
      return { user, ...(await startSession(tx, user.id)) }
    })
  }

  /** A new session for a person whose number has just been proven (by a code, or by their wallet). */
  async function startSession(tx: Database, userId: number) {
    const token = randomBytes(32).toString('base64url')
    const now = clock.now()
    await repo.insertSession(tx, {
      userId,
      tokenHash: sessionTokenHash(token),
      expiresAt: new Date(now.getTime() + deps.sessionDays * 24 * hour),
    })
    await repo.touchLastLogin(tx, userId, now)
    return { token, maxAgeSeconds: deps.sessionDays * 24 * 3600 }
  }

  return {
    requestCode,
    verifyCode,
    startSession: (userId: number, tx: Database = db) => startSession(tx, userId),
    userById: (userId: number) => repo.findUserById(db, userId),
    /** The account of this number, created if it is new: a campaign page subscribes a number before any login. */
    userForNumber: (msisdn: string) => repo.upsertUser(db, msisdn),
    userForToken: (token: string) => repo.findUserBySessionHash(db, sessionTokenHash(token), clock.now()),
    logout: (token: string) => repo.deleteSession(db, sessionTokenHash(token)),

    /** Support's look-up: the account of this number, or undefined; never creates one. */
    async accountByNumber(msisdn: string) {
      const found = await repo.accountByNumber(db, msisdn, clock.now())
      return found && { ...found.user, liveSessions: found.liveSessions }
    },

    /**
     * Logs the person out everywhere, for an operator: every session goes, and the audit row
     * with the reason is written in the same transaction. Answers how many live sessions
     * ended; 0 (and no audit row) when there were none left.
     */
    async endSessions(userId: number, by: { operatorId: number; reason: string }) {
      const now = clock.now()
      return db.transaction(async (tx) => {
        const ended = await repo.deleteSessionsOf(tx, userId, now)
        if (ended > 0) {
          await recordAudit(tx, now, {
            operatorId: by.operatorId,
            action: 'user.sessions.end',
            subject: `user:${userId}`,
            before: { liveSessions: ended },
            after: { liveSessions: 0, reason: by.reason },
          })
        }
        return ended
      })
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>

/** What every refused code tells the person to do next. */
const askAgain = 'নতুন কোড চেয়ে নিন।'

/** A wait in whole minutes, at least one, as Bangla text: `৩ মিনিট`. */
function minutes(seconds: number) {
  return `${bengaliDigits(Math.max(1, Math.ceil(seconds / 60)))} মিনিট`
}

/**
 * The login SMS, in Bangla. The code stays in ASCII digits, which every phone shows and
 * copies alike; the last line is the WebOTP format (`@host #code`), so a browser on the
 * app's own host can offer to fill the code in, and no other site can read it.
 */
export function loginSmsText(code: string, appHost: string) {
  const minutesValid = bengaliDigits(loginRules.codeLifeMs / 60_000)
  return `খেলা হবে: আপনার লগইন কোড ${code}। কোডটি ${minutesValid} মিনিট কাজ করবে।\n\n@${appHost} #${code}`
}
