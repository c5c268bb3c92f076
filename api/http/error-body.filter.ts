import {
  ArgumentsHost,
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  type ExceptionFilter,
} from '@nestjs/common';
import type { Response } from 'express';
import type { ErrorAnswer } from '../../shared/live-shoots/types.js';

/**
 * Every error leaves the server as `{ success: false, error }` (docs/product.md section 7's answers carry a success
 * flag), with `details` listing each problem of a rejected body. Anything that is not an HttpException
 * is a bug: it is logged in full and the client gets a plain 500 without internals.
 */
@Catch()
export class ErrorBodyFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    if (exception instanceof HttpException) {
      response.status(exception.getStatus()).json(errorBody(exception));
      return;
    }
    this.logger.error(
      exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
    );
    const body: ErrorAnswer = { success: false, error: 'Internal server error' };
    response.status(HttpStatus.INTERNAL_SERVER_ERROR).json(body);
  }
}

function errorBody(exception: HttpException): ErrorAnswer & Record<string, unknown> {
  const answer = exception.getResponse();
  if (typeof answer === 'string') return { success: false, error: answer };
  const fields = answer as Record<string, unknown>;
  // Our own exceptions already carry the final body (a 404 shoot adds `shoot: null`).
  if (fields.success === false && typeof fields.error === 'string') {
    return fields as ErrorAnswer & Record<string, unknown>;
  }
  const message = fields.message;
  if (Array.isArray(message)) {
    const details = message.map(String);
    return { success: false, error: details.join('; '), details };
  }
  return { success: false, error: typeof message === 'string' ? message : exception.message };
}
