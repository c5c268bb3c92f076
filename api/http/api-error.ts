import { HttpException, HttpStatus } from '@nestjs/common';

/** An HttpException whose body is already the API's error shape, with optional extra fields. */
export class ApiError extends HttpException {
  constructor(status: HttpStatus, error: string, extra: Record<string, unknown> = {}) {
    super({ success: false, error, ...extra }, status);
  }
}

export const badRequest = (error: string) => new ApiError(HttpStatus.BAD_REQUEST, error);
export const unauthorized = (error: string) => new ApiError(HttpStatus.UNAUTHORIZED, error);
export const forbidden = (error: string) => new ApiError(HttpStatus.FORBIDDEN, error);
export const notFound = (error: string, extra: Record<string, unknown> = {}) =>
  new ApiError(HttpStatus.NOT_FOUND, error, extra);
export const conflict = (error: string) => new ApiError(HttpStatus.CONFLICT, error);
