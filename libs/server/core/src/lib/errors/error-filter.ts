import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_HTTP_STATUS, type ApiEnvelope, type ErrorCode } from '@fachwerk/shared/contracts';
import { translate } from '@fachwerk/shared/i18n/server';
import { markEnveloped } from '../http/envelope';
import { requestLanguage } from '../http/request-language';
import { localiseIssues } from '../validation/field-messages';
import { isDependencyOutage, OUTAGE_RETRY_AFTER_SECONDS } from './dependency-outage';
import { DomainError, type ErrorParams, type FieldIssue } from './domain-error';

interface Classified {
  code: ErrorCode;
  params: ErrorParams;
  issues?: FieldIssue[];
  /** Catalogue key overriding `errors.<code>` (only the framework's JSON errors: bad JSON vs. a forbidden key) */
  messageKey?: string;
  data?: Record<string, unknown>;
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

interface FrameworkError {
  statusCode?: number;
  code?: string;
  message?: string;
}

/** Maps any thrown value to an error code: domain errors, Nest exceptions, Fastify errors, the rest. */
export function classifyError(error: unknown, request: { method: string; url: string }): Classified {
  if (error instanceof DomainError)
    return { code: error.code, params: error.params, issues: error.issues, data: error.data };
  // Our code never throws NotFoundException; Nest throws it for a route that does not exist.
  if (error instanceof NotFoundException) {
    return {
      code: 'ROUTE_NOT_FOUND',
      params: { method: request.method, path: request.url.split('?')[0] ?? '' },
    };
  }
  // Nest wraps Fastify's own 4xx errors (bad JSON, body too large…) in an HttpException with the cause.
  if (
    error instanceof HttpException &&
    error.cause &&
    typeof (error.cause as FrameworkError).code === 'string'
  ) {
    return classifyError(error.cause, request);
  }
  if (error instanceof HttpException)
    return { code: STATUS_CODES[error.getStatus()] ?? 'INTERNAL', params: {} };
  const framework = (error ?? {}) as FrameworkError;
  const fastifyCode = typeof framework.code === 'string' ? framework.code : '';
  if (fastifyCode === 'FST_ERR_CTP_BODY_TOO_LARGE') return { code: 'PAYLOAD_TOO_LARGE', params: {} };
  if (fastifyCode === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return { code: 'UNSUPPORTED_MEDIA_TYPE', params: {} };
  if (
    framework.statusCode === 400 &&
    (fastifyCode.startsWith('FST_ERR_CTP') || error instanceof SyntaxError)
  ) {
    const forbidden = /prototype|constructor/i.test(framework.message ?? '');
    return {
      code: 'INVALID_JSON',
      params: {},
      messageKey: forbidden ? 'validation.forbiddenKey' : 'validation.invalidJson',
    };
  }
  if (typeof framework.statusCode === 'number' && STATUS_CODES[framework.statusCode]) {
    return { code: STATUS_CODES[framework.statusCode] as ErrorCode, params: {} };
  }
  // PostgreSQL or Redis away (restart, failover): the request may be retried, nothing of ours broke
  if (isDependencyOutage(error))
    return { code: 'SERVICE_UNAVAILABLE', params: { seconds: OUTAGE_RETRY_AFTER_SECONDS } };
  return { code: 'INTERNAL', params: {} };
}

/** The one global filter: code → HTTP status + envelope with a localised message and the request id. */
@Catch()
export class GlobalErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('GlobalErrorFilter');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const classified = classifyError(error, request);
    const status = ERROR_HTTP_STATUS[classified.code];
    if (classified.code === 'SERVICE_UNAVAILABLE')
      this.logger.warn({ err: error, requestId: request.id }, 'Dependency unavailable');
    else if (status >= 500) this.logger.error({ err: error, requestId: request.id }, 'Unhandled error');
    // Refused sign-ins and refused access are logged with who asked for what (ASVS 5.0 V16.3.1, V16.3.2);
    // the path without its query (which may carry a one-time token), never a body.
    else if (status === 401 || status === 403)
      this.logger.warn(
        {
          requestId: request.id,
          code: classified.code,
          method: request.method,
          path: request.url.split('?')[0],
          userId: (request as FastifyRequest & { user?: { id?: string } }).user?.id ?? null,
        },
        status === 401 ? 'Authentication refused' : 'Access refused',
      );
    const language = requestLanguage(request);
    const body: ApiEnvelope = {
      status: false,
      message: translate(language, classified.messageKey ?? `errors.${classified.code}`, classified.params),
      code: classified.code,
      requestId: String(request.id),
    };
    if (classified.issues) body.errors = localiseIssues(classified.issues, language);
    if (classified.data) body.data = classified.data;
    // Every refusal that knows its wait (the limiters', the login throttle's) tells it in Retry-After.
    if ((status === 429 || status === 503) && typeof classified.params['seconds'] === 'number')
      void reply.header('retry-after', String(classified.params['seconds']));
    void reply.status(status).header('x-request-id', String(request.id)).send(markEnveloped(body));
  }
}
