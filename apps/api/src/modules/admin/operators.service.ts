import { createHash, randomBytes } from 'node:crypto'
import type { Operator, OperatorRole } from '@khelahobe/contracts/console'
import { errorCodes } from '@khelahobe/contracts/error-codes'
import * as OTPAuth from 'otpauth'
import type { Database } from '../../db/client.ts'
import { recordAudit } from '../../lib/audit.ts'
import type { Clock } from '../../lib/clock.ts'
import { createLimiter } from '../../lib/concurrency.ts'
import { AppError, badRequest, tooManyRequests, unauthorized } from '../../lib/errors.ts'
import { addressBlock, clearRateLimit, hitRateLimit, rateLimitCount } from '../../lib/rate-limit.ts'
import * as repo from './operators.repo.ts'
import { decoyHash, hashPassword, verifyPassword } from './password.ts'

export const consoleRules = {
  enrolmentLifeMs: 24 * 60 * 60_000,
  /** A console left alone this long asks for the login again. */
  idleMs: 30 * 60_000,
  /** However busy, a session ends after a working day. */
  sessionLifeMs: 12 * 60 * 60_000,
  /**
   * Tries of one e-mail from one address, each counted before it is checked: the sixth in the
   * window is refused unchecked. The lock is the address's, never the account's, so nobody can
   * lock an operator out from elsewhere, and an office behind one address is not shut out by
   * one person's typing (decision 0054).
   */
  maxLoginsPerAccountAndAddress: 5,
  /** Tries from one address over all e-mails: only a flood reaches it. */
  maxLoginsPerAddress: 100,
  /**
   * Tries of an account with its right password and a wrong code, from anywhere: someone has
   * the password and is guessing codes. Past this the account takes no login until the window
   * ends; only whoever has the password can bring it about.
   */
  maxCodeGuessesPerAccount: 5,
  lockWindowMs: 15 * 60_000,
  /**
   * A try is decided no sooner than this after it was counted, and only if its address and
   * e-mail are still within the limit then: a right password hidden in a burst of wrong ones
   * is refused with them.
   */
  burstMs: 250,
  /**
   * No answer goes sooner than this after the try was counted, whatever it was (refused
   * unchecked, wrong, an operator's or a stranger's, audited or not), so timing tells nothing.
   */
  answerAfterMs: 400,
  /** scrypt checks at once (32 MiB each), and how many more may wait their turn. */
  passwordChecks: { concurrency: 2, queue: 8 },
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
const lockedOut = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return tooManyRequests(
    `Too many console logins from this network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  )
}
const badEnrolment = () => badRequest('This enrolment link is not valid, has expired or has been used.')

export function createOperatorsService({ db, clock }: { db: Database; clock: Clock }) {
  const passwordChecks = createLimiter(consoleRules.passwordChecks)
  async function pendingEnrolment(token: string) {
    const row = await repo.operatorByEnrolmentToken(db, sha256(token), clock.now())
    if (!row || row.enrolledAt) throw badEnrolment()
    return row
  }

  /**
   * An address has used up its tries for an operator's e-mail: the sessions opened from that
   * address end (whoever is guessing there may be sitting at one), and the audit log says so.
   * Sessions opened elsewhere go on: an outsider cannot log an operator out.
   */
  async function locked(operatorId: number, address: string, retryAfterSeconds: number) {
    const now = clock.now()
    await db.transaction(async (tx) => {
      const ended = await repo.deleteSessionsOf(tx, operatorId, address)
      await recordAudit(tx, now, {
        operatorId: null,
        action: 'operator.login.locked',
        subject: `operator:${operatorId}`,
        after: {
          address,
          until: new Date(now.getTime() + retryAfterSeconds * 1000).toISOString(),
          sessionsEnded: ended,
        },
      })
    })
  }

  /** One login try as `login` describes it; its answer is held back there. */
  async function attemptLogin(
    email: string,
    password: string,
    code: string,
    address: string,
    countedAt: number,
  ) {
    const now = clock.now()
    const window = { windowMs: consoleRules.lockWindowMs }
    const perAddress = await hitRateLimit(db, now, {
      key: `console-login:ip:${address}`,
      limit: consoleRules.maxLoginsPerAddress,
      ...window,
    })
    const pairKey = `console-login:${address}:${email}`
    const perPair = await hitRateLimit(db, now, {
      key: pairKey,
      limit: consoleRules.maxLoginsPerAccountAndAddress,
      ...window,
    })
    const row = await repo.operatorByEmail(db, email)
    const enrolled = row?.passwordHash && row.totpSecret && row.enrolledAt ? row : undefined
    const codeGuessKey = `console-login:code-guesses:${enrolled?.id}`
    const codeGuessing =
      enrolled !== undefined &&
      (await rateLimitCount(db, codeGuessKey, perPair.windowStart)) >= consoleRules.maxCodeGuessesPerAccount
    if (codeGuessing) throw lockedOut(perPair.retryAfterSeconds)
    if (!perPair.allowed || !perAddress.allowed) {
      // The try that first goes over ends what the address opened for the account, and says so once.
      if (enrolled && perPair.count === consoleRules.maxLoginsPerAccountAndAddress + 1) {
        await locked(enrolled.id, address, perPair.retryAfterSeconds)
      }
      throw lockedOut(Math.min(perPair.retryAfterSeconds, perAddress.retryAfterSeconds))
    }

    // An unknown e-mail costs the same scrypt as a known one, so timing tells nothing either.
    const passwordGood = await passwordChecks.run(async () =>
      verifyPassword(password, enrolled?.passwordHash ?? (await decoyHash)),
    )
    const step = enrolled?.totpSecret ? totpStep(enrolled.totpSecret, enrolled.email, code, now) : null
    const wait = countedAt + consoleRules.burstMs - Date.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    if (
      (await rateLimitCount(db, pairKey, perPair.windowStart)) > consoleRules.maxLoginsPerAccountAndAddress
    ) {
      throw lockedOut(perPair.retryAfterSeconds)
    }

    if (!enrolled || !passwordGood || step === null || !(await repo.claimTotpStep(db, enrolled.id, step))) {
      if (enrolled && passwordGood) await codeGuessed(enrolled.id, address, codeGuessKey)
      if (enrolled) {
        await recordAudit(db, now, {
          operatorId: null,
          action: 'operator.login.failed',
          subject: `operator:${enrolled.id}`,
          after: { address },
        })
      }
      throw wrongCredentials()
    }
    const token = randomBytes(32).toString('base64url')
    await db.transaction(async (tx) => {
      await repo.insertSession(tx, {
        operatorId: enrolled.id,
        tokenHash: sha256(token),
        address,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + consoleRules.sessionLifeMs),
      })
      await recordAudit(tx, now, {
        operatorId: enrolled.id,
        action: 'operator.login',
        subject: `operator:${enrolled.id}`,
        after: { address },
      })
    })
    await clearRateLimit(db, pairKey)
    return { token, operator: asOperator(enrolled) }
  }

  /**
   * The right password with a wrong code: counted for the account from any address. The try
   * that reaches the limit says so in the audit log: someone has this operator's password.
   */
  async function codeGuessed(operatorId: number, address: string, key: string) {
    const now = clock.now()
    const guesses = await hitRateLimit(db, now, {
      key,
      limit: consoleRules.maxCodeGuessesPerAccount,
      windowMs: consoleRules.lockWindowMs,
    })
    if (guesses.count !== consoleRules.maxCodeGuessesPerAccount) return
    await recordAudit(db, now, {
      operatorId: null,
      action: 'operator.login.code-guessing',
      subject: `operator:${operatorId}`,
      after: { address, until: new Date(now.getTime() + guesses.retryAfterSeconds * 1000).toISOString() },
    })
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
        })
        // A new password ends every session the old one opened.
        await repo.deleteSessionsOf(tx, row.id)
        await recordAudit(tx, now, {
          operatorId: row.id,
          action: 'operator.enrol',
          subject: `operator:${row.id}`,
        })
        return asOperator(enrolled ?? row)
      })
    },

    /**
     * Password and code together, or nothing: the answer never says which was wrong, nor
     * whether the e-mail is an operator's. Every try is counted before it is checked, for its
     * address and e-mail and for its address alone, in the database so every instance sees it
     * (decision 0054). A code is accepted once.
     */
    async login(email: string, password: string, code: string, clientAddress: string) {
      const countedAt = Date.now()
      try {
        return await attemptLogin(email, password, code, addressBlock(clientAddress), countedAt)
      } finally {
        const wait = countedAt + consoleRules.answerAfterMs - Date.now()
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      }
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

    /** Ends the session and audits it; a token that names no session changes nothing. */
    async logout(token: string) {
      const now = clock.now()
      await db.transaction(async (tx) => {
        const ended = await repo.deleteSession(tx, sha256(token))
        if (!ended) return
        await recordAudit(tx, now, {
          operatorId: ended.operatorId,
          action: 'operator.logout',
          subject: `operator:${ended.operatorId}`,
        })
      })
    },

    deleteLapsedSessions() {
      const now = clock.now()
      return repo.deleteLapsedSessions(db, now, new Date(now.getTime() - consoleRules.idleMs))
    },
  }
}

export type OperatorsService = ReturnType<typeof createOperatorsService>
