import { createHash, randomBytes } from 'node:crypto'
import type { Operator, OperatorRole } from '@khelahobe/contracts/console'
import { errorCodes } from '@khelahobe/contracts/error-codes'
import * as OTPAuth from 'otpauth'
import type { Database } from '../../db/client.ts'
import { recordAudit } from '../../lib/audit.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError, badRequest, tooManyRequests, unauthorized } from '../../lib/errors.ts'
import * as repo from './operators.repo.ts'
import { decoyHash, hashPassword, verifyPassword } from './password.ts'

export const consoleRules = {
  enrolmentLifeMs: 24 * 60 * 60_000,
  /** A console left alone this long asks for the login again. */
  idleMs: 30 * 60_000,
  /** However busy, a session ends after a working day. */
  sessionLifeMs: 12 * 60 * 60_000,
  maxFailedLogins: 5,
  lockMs: 15 * 60_000,
} as const

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const totpPeriodMs = 30_000

function totpFor(secret: string, email: string) {
  return new OTPAuth.TOTP({
    issuer: 'Khela Hobe console',
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: totpPeriodMs / 1000,
    secret: OTPAuth.Secret.fromBase32(secret),
  })
}

/** The 30-second step a code belongs to, if it is this step's or a neighbour's (clock drift); else null. */
function totpStep(secret: string, email: string, code: string, now: Date): number | null {
  const delta = totpFor(secret, email).validate({ token: code, timestamp: now.getTime(), window: 1 })
  return delta === null ? null : Math.floor(now.getTime() / totpPeriodMs) + delta
}

const asOperator = (row: repo.OperatorRow): Operator => ({ id: row.id, email: row.email, role: row.role })

const wrongCredentials = () => unauthorized('The e-mail, password or code is wrong.')
const badEnrolment = () => badRequest('This enrolment link is not valid, has expired or has been used.')

export function createOperatorsService({ db, clock }: { db: Database; clock: Clock }) {
  async function pendingEnrolment(token: string) {
    const row = await repo.operatorByEnrolmentToken(db, sha256(token), clock.now())
    if (!row || row.enrolledAt) throw badEnrolment()
    return row
  }

  return {
    /** `operator:create`: a new account and its one-time enrolment token (shown once, stored hashed). */
    async create(email: string, role: OperatorRole) {
      const now = clock.now()
      const token = randomBytes(32).toString('base64url')
      return db.transaction(async (tx) => {
        const row = await repo.insertOperator(tx, {
          email,
          role,
          enrolmentTokenHash: sha256(token),
          enrolmentExpiresAt: new Date(now.getTime() + consoleRules.enrolmentLifeMs),
        })
        if (!row)
          throw new AppError(409, errorCodes.conflict, `An operator with the e-mail ${email} exists already.`)
        await recordAudit(tx, now, {
          operatorId: null,
          action: 'operator.create',
          subject: `operator:${row.id}`,
          after: { email, role },
        })
        return { operator: asOperator(row), token }
      })
    },

    /** The enrolment page: the account it is for and a TOTP secret to add to an authenticator app. */
    async startEnrolment(token: string) {
      let row = await pendingEnrolment(token)
      if (!row.totpSecret) {
        row =
          (await repo.updateOperator(db, row.id, { totpSecret: new OTPAuth.Secret({ size: 20 }).base32 })) ??
          row
      }
      const secret = row.totpSecret as string
      return {
        email: row.email,
        role: row.role,
        totpSecret: secret,
        otpauthUri: totpFor(secret, row.email).toString(),
      }
    },

    /** Sets the password and turns the second factor on, proven by a first code from the app. */
    async finishEnrolment(token: string, password: string, code: string): Promise<Operator> {
      const row = await pendingEnrolment(token)
      const now = clock.now()
      const step = row.totpSecret ? totpStep(row.totpSecret, row.email, code, now) : null
      if (step === null)
        throw badRequest('The code does not match the authenticator app; check its clock and try again.')
      const passwordHash = await hashPassword(password)
      return db.transaction(async (tx) => {
        if (!(await repo.claimTotpStep(tx, row.id, step)))
          throw badRequest('This code has been used; wait for the next one.')
        const enrolled = await repo.updateOperator(tx, row.id, {
          passwordHash,
          enrolledAt: now,
          enrolmentTokenHash: null,
          enrolmentExpiresAt: null,
          failedLogins: 0,
          lockedUntil: null,
        })
        await recordAudit(tx, now, {
          operatorId: row.id,
          action: 'operator.enrol',
          subject: `operator:${row.id}`,
        })
        return asOperator(enrolled ?? row)
      })
    },

    /**
     * Password and code together, or nothing: the answer never says which was wrong. Five
     * failures lock the account for fifteen minutes, counted in the database so every instance
     * sees them. A code is accepted once.
     */
    async login(email: string, password: string, code: string) {
      const now = clock.now()
      const row = await repo.operatorByEmail(db, email)
      if (!row?.passwordHash || !row.totpSecret || !row.enrolledAt) {
        await verifyPassword(password, await decoyHash)
        throw wrongCredentials()
      }
      if (row.lockedUntil && row.lockedUntil > now) {
        const minutes = Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 60_000)
        throw tooManyRequests(
          `This account is locked after repeated failed logins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        )
      }
      const passwordGood = await verifyPassword(password, row.passwordHash)
      const step = totpStep(row.totpSecret, row.email, code, now)
      if (!passwordGood || step === null || !(await repo.claimTotpStep(db, row.id, step))) {
        await repo.countFailedLogin(db, row.id, now, consoleRules.maxFailedLogins, consoleRules.lockMs)
        throw wrongCredentials()
      }
      const token = randomBytes(32).toString('base64url')
      await db.transaction(async (tx) => {
        await repo.updateOperator(tx, row.id, { failedLogins: 0, lockedUntil: null })
        await repo.insertSession(tx, {
          operatorId: row.id,
          tokenHash: sha256(token),
          lastSeenAt: now,
          expiresAt: new Date(now.getTime() + consoleRules.sessionLifeMs),
        })
        await recordAudit(tx, now, {
          operatorId: row.id,
          action: 'operator.login',
          subject: `operator:${row.id}`,
        })
      })
      return { token, operator: asOperator(row) }
    },

    /** The operator of a live console session; its idle clock restarts. */
    async operatorForToken(token: string): Promise<Operator | undefined> {
      const now = clock.now()
      const row = await repo.touchSession(
        db,
        sha256(token),
        now,
        new Date(now.getTime() - consoleRules.idleMs),
      )
      return row ? asOperator(row) : undefined
    },

    logout: (token: string) => repo.deleteSession(db, sha256(token)),

    deleteLapsedSessions() {
      const now = clock.now()
      return repo.deleteLapsedSessions(db, now, new Date(now.getTime() - consoleRules.idleMs))
    },
  }
}

export type OperatorsService = ReturnType<typeof createOperatorsService>
