import { maskMsisdn } from '@khelahobe/contracts/msisdn'
import type { FastifyServerOptions } from 'fastify'
import { maskMsisdnsIn } from './mask.ts'

/**
 * pino options: mobile numbers never reach the logs in full, whether they sit in a
 * logged object, a URL's query string or a message text; cookies are never logged.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'msisdn',
        'mobileNo',
        '*.msisdn',
        '*.mobileNo',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
      ],
      censor: (value: unknown) => (typeof value === 'string' ? maskMsisdn(value) : '[redacted]'),
    },
    serializers: {
      req: (request) => ({
        method: request.method,
        url: maskMsisdnsIn(request.url),
        remoteAddress: request.ip,
      }),
    },
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? maskMsisdnsIn(arg) : arg)) as Parameters<
            typeof method
          >,
        )
      },
    },
  }
}
