import { Param, ParseUUIDPipe } from '@nestjs/common';
import { DomainError } from '@fachwerk/server/core';

/** A path id; anything but a UUID is an unknown object (404), never a database error. */
export const IdParam = (name = 'id') =>
  Param(name, new ParseUUIDPipe({ exceptionFactory: () => new DomainError('NOT_FOUND') }));
