import { classifyError } from '../errors/error-filter';
import { declaredCharsetIsUtf8, JsonBodyError, parseJsonBody } from './json-parser';

const request = { method: 'POST', url: '/api/v1/auth/login' };
const failure = (body: string) => {
  try {
    parseJsonBody(body);
  } catch (error) {
    return error as JsonBodyError;
  }
  throw new Error('expected a parse error');
};

describe('parseJsonBody', () => {
  it('parses ordinary JSON, nested objects included', () => {
    expect(parseJsonBody('{"a":{"b":[1,2]},"constructor":"ok"}')).toEqual({ a: { b: [1, 2] }, constructor: 'ok' });
  });

  it('refuses __proto__ and constructor.prototype keys with a message the filter recognises', () => {
    for (const body of ['{"__proto__":{"isAdmin":true}}', '{"a":{"constructor":{"prototype":{}}}}']) {
      expect(classifyError(failure(body), request)).toMatchObject({ code: 'INVALID_JSON', messageKey: 'validation.forbiddenKey' });
    }
  });

  it('reports syntax errors and empty bodies as invalid JSON', () => {
    expect(classifyError(failure('{"a": '), request)).toMatchObject({ code: 'INVALID_JSON', messageKey: 'validation.invalidJson' });
    expect(classifyError(failure(''), request)).toMatchObject({ code: 'INVALID_JSON' });
  });
});

describe('declaredCharsetIsUtf8', () => {
  it('accepts JSON without a charset or in UTF-8, refuses other charsets (415 through the filter)', () => {
    expect(declaredCharsetIsUtf8('application/json')).toBe(true);
    expect(declaredCharsetIsUtf8('application/json; charset=UTF-8')).toBe(true);
    expect(declaredCharsetIsUtf8('application/json;charset="utf8"')).toBe(true);
    expect(declaredCharsetIsUtf8('application/json; charset=utf-16')).toBe(false);
    expect(declaredCharsetIsUtf8('application/json; charset=latin1')).toBe(false);
    expect(classifyError(new JsonBodyError('FST_ERR_CTP_INVALID_MEDIA_TYPE', 'JSON bodies must be UTF-8'), request)).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });
});
