import { jest } from '@jest/globals';
import { BadRequestException, ForbiddenException, HttpException, Logger, NotFoundException, type ArgumentsHost } from '@nestjs/common';
import { DomainError } from './domain-error';
import { classifyError, GlobalErrorFilter } from './error-filter';

const request = { method: 'GET', url: '/api/v1/nothing?x=1', id: 'req-123', headers: {} as Record<string, string> };

function run(error: unknown, headers: Record<string, string> = {}, user?: { id: string }) {
  const sent: { status?: number; body?: Record<string, unknown>; headers: Record<string, string> } = { headers: {} };
  const reply = {
    status(code: number) {
      sent.status = code;
      return reply;
    },
    header(name: string, value: string) {
      sent.headers[name] = value;
      return reply;
    },
    send(body: Record<string, unknown>) {
      sent.body = body;
      return reply;
    },
  };
  const host = {
    switchToHttp: () => ({ getRequest: () => ({ ...request, headers, user }), getResponse: () => reply }),
  } as unknown as ArgumentsHost;
  new GlobalErrorFilter().catch(error, host);
  return sent;
}

describe('GlobalErrorFilter', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it('maps a domain error to its HTTP status and a German message by default', () => {
    const sent = run(new DomainError('INVALID_CREDENTIALS'));
    expect(sent.status).toBe(401);
    expect(sent.body).toEqual({
      status: false,
      message: 'E-Mail-Adresse oder Passwort ist falsch.',
      code: 'INVALID_CREDENTIALS',
      requestId: 'req-123',
    });
    expect(sent.headers['x-request-id']).toBe('req-123');
  });

  it('answers in English when Accept-Language asks for it', () => {
    const sent = run(new DomainError('RATE_LIMITED', { params: { seconds: 30 } }), { 'accept-language': 'en-GB,en;q=0.9' });
    expect(sent.status).toBe(429);
    expect(sent.body?.['message']).toBe('Too many requests. Please try again in 30 seconds.');
    // The wait is also machine-readable.
    expect(sent.headers['retry-after']).toBe('30');
  });

  it('adds localised field errors for validation failures', () => {
    const sent = run(new DomainError('VALIDATION_FAILED', { issues: [{ field: 'email', messageKey: 'validation.required', params: {} }] }));
    expect(sent.status).toBe(400);
    expect(sent.body?.['errors']).toEqual({ email: ['Das Feld E-Mail-Adresse ist erforderlich.'] });
  });

  it('answers a domain refusal with its own code, status and text', () => {
    const sent = run(new DomainError('CMS_PAGE_FIXED'), { 'accept-language': 'en' });
    expect(sent.status).toBe(409);
    expect(sent.body).toMatchObject({ code: 'CMS_PAGE_FIXED', message: 'Legal notice, privacy policy and terms are fixed pages and cannot be deleted.' });
    const booked = run(new DomainError('WORKER_BOOKED', { params: { name: 'Jana Kraus' } }));
    expect(booked.status).toBe(409);
    expect(booked.body).toMatchObject({ code: 'WORKER_BOOKED', message: 'Jana Kraus ist in diesem Zeitraum bereits für einen anderen Auftrag eingeplant.' });
  });

  it('passes the data the client needs along with the error', () => {
    const sent = run(new DomainError('EMAIL_NOT_VERIFIED', { data: { userId: 'u1', userType: 'client' } }));
    expect(sent.status).toBe(403);
    expect(sent.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', data: { userId: 'u1', userType: 'client' } });
  });

  it('never leaks an unknown error: 500 with the generic message', () => {
    const sent = run(new TypeError('cannot read x of undefined'));
    expect(sent.status).toBe(500);
    expect(sent.body?.['message']).toBe('Etwas ist schiefgegangen');
    expect(JSON.stringify(sent.body)).not.toContain('cannot read');
  });
});

describe('classifyError', () => {
  it('treats Nest not-found as an unknown route, naming method and path', () => {
    expect(classifyError(new NotFoundException(), request)).toEqual({
      code: 'ROUTE_NOT_FOUND',
      params: { method: 'GET', path: '/api/v1/nothing' },
    });
  });

  it('maps Fastify body errors wrapped by Nest', () => {
    const wrap = (cause: object, status: number) => new HttpException('x', status, { cause });
    expect(classifyError(wrap({ code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 }, 413), request).code).toBe('PAYLOAD_TOO_LARGE');
    const badJson = classifyError(wrap({ code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400, message: 'Unexpected token' }, 400), request);
    expect(badJson).toMatchObject({ code: 'INVALID_JSON', messageKey: 'validation.invalidJson' });
    const proto = Object.assign(new SyntaxError('Object contains forbidden prototype property'), { statusCode: 400 });
    expect(classifyError(proto, request)).toMatchObject({ code: 'INVALID_JSON', messageKey: 'validation.forbiddenKey' });
  });

  it('maps plain Nest HTTP exceptions by status', () => {
    expect(classifyError(new ForbiddenException(), request).code).toBe('FORBIDDEN');
    expect(classifyError(new BadRequestException(), request).code).toBe('VALIDATION_FAILED');
  });

  it('logs a refused sign-in and refused access with the actor and the path, not the query', () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      run(new DomainError('INVALID_CREDENTIALS'));
      run(new ForbiddenException(), {}, { id: 'user-7' });
      run(new DomainError('VALIDATION_FAILED'));
      expect(warn.mock.calls).toEqual([
        [{ requestId: 'req-123', code: 'INVALID_CREDENTIALS', method: 'GET', path: '/api/v1/nothing', userId: null }, 'Authentication refused'],
        [{ requestId: 'req-123', code: 'FORBIDDEN', method: 'GET', path: '/api/v1/nothing', userId: 'user-7' }, 'Access refused'],
      ]);
    } finally {
      warn.mockRestore();
    }
  });
});
