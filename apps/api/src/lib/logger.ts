import { maskMsisdn } from '@khelahobe/contracts/msisdn'
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify'
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

/**
 * One line for each request, when it is answered: its method, address and caller with the
 * status and the time taken. Fastify's own controller writes a line as each request arrives
 * as well: twice the lines (`bench:quiz`: 98,588 for 49,248 requests), each made, redacted
 * and written in the request's own time. A request that never gets its answer is one whose
 * client went away (`app.ts` logs those when they happen) or a crash, which logs its own error.
 * Errors, not-found routes and stream failures are logged as Fastify logs them.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return
    const line = { req: request, res: reply, responseTime: reply.elapsedTime }
    if (error) reply.log.error({ ...line, err: error }, 'request errored')
    else reply.log.info(line, 'request completed')
  }
}
