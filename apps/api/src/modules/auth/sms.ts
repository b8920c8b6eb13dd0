import type { FastifyBaseLogger } from 'fastify'

export interface SmsMessage {
  msisdn: string
  text: string
  /** The one-time code the text carries, kept apart so the dev outbox can show it. */
  code: string | null
}

/** Sends a text message to a mobile number. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>
}

/**
 * Production sender: one JSON POST per message to the SMS gateway named by the
 * environment. The gateway's own retries and delivery reports are its business.
 */
export function createHttpSmsSender(options: { url: string; token: string; senderId: string }): SmsSender {
  return {
    async send({ msisdn, text }) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({ to: `88${msisdn}`, from: options.senderId, text }),
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`)
    },
  }
}

export interface OutboxEntry {
  msisdn: string
  text: string
  code: string | null
  sentAt: string
}

/**
 * Outside production, messages go here instead of a gateway: logged, and readable at
 * `GET /api/dev/outbox` so a person or a browser test can finish the login.
 */
export function createDevOutbox(log: FastifyBaseLogger, capacity = 1000) {
  const entries: OutboxEntry[] = []
  const sender: SmsSender = {
    async send({ msisdn, text, code }) {
      entries.unshift({ msisdn, text, code, sentAt: new Date().toISOString() })
      entries.length = Math.min(entries.length, capacity)
      log.info({ msisdn, text }, 'SMS kept in the dev outbox')
    },
  }
  return {
    sender,
    /** Newest first. */
    list: (msisdn: string) => entries.filter((entry) => entry.msisdn === msisdn),
  }
}
