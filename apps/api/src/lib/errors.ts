import { type ErrorCode, errorCodes } from '@khelahobe/contracts/error-codes'

/**
 * An error a service throws on purpose: the error handler turns it into the error
 * envelope with this status, code and message. The message is written for people.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.name = 'AppError'
  }
}

export const unauthorized = (message = 'Please log in first.') =>
  new AppError(401, errorCodes.unauthorized, message)

export const forbidden = (message: string) => new AppError(403, errorCodes.forbidden, message)

export const tooManyRequests = (message: string) => new AppError(429, errorCodes.tooManyRequests, message)

export const badRequest = (message: string) => new AppError(400, errorCodes.validation, message)

export const unsupportedMediaType = (message: string) => new AppError(415, errorCodes.validation, message)

/** What a request is told when the database is away or too busy for it: try again shortly. */
export const serviceBusyMessage = 'The service is busy for a moment. Please try again shortly.'

export const serviceBusy = () => new AppError(503, errorCodes.unavailable, serviceBusyMessage)
