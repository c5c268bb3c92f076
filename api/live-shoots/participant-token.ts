import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { PARTICIPANT_TOKEN_HEADER } from '../../shared/live-shoots/types.js';

/**
 * The participant token sent with score, finish, leave and a rejoin, as the handler's argument. The
 * service checks it against the archer's row inside the change's transaction (the row is read there
 * anyway), so a guard cannot: and a shoot that is gone stays a 404, whatever token came with it.
 */
export const ParticipantToken = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string | undefined => {
    const value = context.switchToHttp().getRequest<Request>().headers[PARTICIPANT_TOKEN_HEADER];
    return typeof value === 'string' ? value : undefined;
  },
);
