import { nestsDeeperThan } from './nesting.js';
import { ArgumentMetadata, BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

function messages(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((text) =>
      // class-validator names the leaf property; give nested ones their full path.
      parent ? text.replace(error.property, path) : text,
    );
    return [...own, ...messages(error.children ?? [], path)];
  });
}

/**
 * The global pipe: unknown fields are stripped, wrong types rejected with one clear line per problem,
 * and a body that is not a JSON object is refused before any DTO sees it.
 */
export class ApiValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: false,
      forbidUnknownValues: true,
      transform: true,
      // One clear line per field: "must be an integer" says it all, no range complaints about a string.
      stopAtFirstError: true,
      validationError: { target: false, value: false },
      exceptionFactory: (errors) => new BadRequestException({ message: messages(errors) }),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && (typeof value !== 'object' || value === null || Array.isArray(value))) {
      throw new BadRequestException('The request body must be a JSON object sent as application/json');
    }
    // DTO bodies are flat: anything nested this deep is an attack on the recursive transformer.
    if (metadata.type === 'body' && metadata.metatype !== Object && nestsDeeperThan(value, 16)) {
      throw new BadRequestException('The request body is nested too deeply');
    }
    return super.transform(value, metadata);
  }
}
