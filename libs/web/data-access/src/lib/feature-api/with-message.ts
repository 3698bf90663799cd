import type { ApiEnvelope } from '@fachwerk/shared/contracts';

/** What a successful mutation returns: the server's (localised) message and the changed data. */
export interface WithMessage<T> {
  message: string;
  data: T;
}

/** `transformResponse` of a mutation whose screen shows the server's message. */
export const withMessage = <T>(envelope: ApiEnvelope<T>): WithMessage<T> => ({
  message: envelope.message,
  data: envelope.data as T,
});
