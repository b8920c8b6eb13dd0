import { STATUS_CODES } from 'node:http'
import { type ErrorCode, errorCodes } from '@khelahobe/contracts/error-codes'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { isDatabaseUnavailable } from '../db/client.ts'
import { AppError, serviceBusyMessage } from '../lib/errors.ts'

/** What a 503 asks a client to wait before trying again: about how long a database failover takes. */
const retryAfterSeconds = 5

interface Issue {
  keyword?: string
  instancePath?: string
  message: string
}

/**
 * A sentence a person can act on for a schema failure. The messages written in the
 * contracts are already such sentences (they end with a full stop, or Bangla's dari ।) and
 * go out as they are; zod's generic ones get the field's name in front.
 */
function describeIssue(issue: Issue): string {
  const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.')
  if (/[.।]$/.test(issue.message)) return issue.message
  if (!field) return issue.keyword === 'invalid_type' ? 'The request needs a JSON body.' : issue.message
  if (issue.keyword === 'invalid_type' && issue.message.endsWith('received undefined'))
    return `${field} is required.`
  return `${field}: ${issue.message}`
}

const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: errorCodes.bodyTooLarge,
  FST_ERR_CTP_INVALID_JSON_BODY: errorCodes.badJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: errorCodes.badJson,
}

const friendlyMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty, but JSON was expected.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This kind of request body is not accepted; send JSON.',
}

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return errorCodes.unauthorized
  if (status === 403) return errorCodes.forbidden
  if (status === 404) return errorCodes.notFound
  if (status === 429) return errorCodes.tooManyRequests
  if (status === 413) return errorCodes.bodyTooLarge
  return status >= 500 ? errorCodes.internal : errorCodes.validation
}

export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: string,
  message: string,
) {
  if (status === 503) reply.header('retry-after', String(retryAfterSeconds))
  return reply.code(status).send({
    statusCode: status,
    code,
    error: STATUS_CODES[status] ?? 'Error',
    message,
    requestId: String(request.id),
  })
}

/** Turns every failure into the one error envelope; 5xx text is always generic. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A 503 is the database away for a moment, logged once per request but not as a bug.
      if (error.statusCode === 503) request.log.warn({ err: error.cause ?? error }, error.message)
      else if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message)
      return sendError(reply, request, error.statusCode, error.code, error.message)
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0] as Issue | undefined
      return sendError(
        reply,
        request,
        400,
        errorCodes.validation,
        first ? describeIssue(first) : 'Bad request.',
      )
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      const code = fastifyCodes[error.code] ?? codeForStatus(status)
      return sendError(reply, request, status, code, friendlyMessages[error.code] ?? error.message)
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable; answered 503')
      return sendError(reply, request, 503, errorCodes.unavailable, serviceBusyMessage)
    }
    request.log.error({ err: error }, 'request failed')
    return sendError(
      reply,
      request,
      500,
      errorCodes.internal,
      'Something went wrong on our side. Please try again.',
    )
  })
})
