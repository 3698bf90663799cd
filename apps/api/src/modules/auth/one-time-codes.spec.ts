import { jest } from '@jest/globals';
import { loadConfig } from '@fachwerk/server/core';
import type { VerificationCodeRow, VerificationCodesRepository } from '@fachwerk/server/db';
import { OneTimeCodes } from './one-time-codes';

const config = loadConfig({ NODE_ENV: 'test' });

function setup(row?: Partial<VerificationCodeRow>) {
  const repository = {
    issue: jest.fn<VerificationCodesRepository['issue']>().mockResolvedValue(undefined),
    findOpen: jest.fn<VerificationCodesRepository['findOpen']>(),
    recordWrongAttempt: jest.fn<VerificationCodesRepository['recordWrongAttempt']>(),
    consume: jest.fn<VerificationCodesRepository['consume']>().mockResolvedValue(true),
  };
  const codes = new OneTimeCodes(repository as unknown as VerificationCodesRepository, config);
  if (row) {
    repository.findOpen.mockResolvedValue({
      id: 'c1',
      userId: 'u1',
      purpose: 'email-verify',
      codeHash: codes.hash('u1', 'email-verify', '123456'),
      attempts: 0,
      expiresAt: new Date(Date.now() + 60_000),
      consumedAt: null,
      createdAt: new Date(),
      ...row,
    });
  }
  return { codes, repository };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { code: string; params: Record<string, unknown> }) => `${error.code}:${JSON.stringify(error.params)}`,
  );

describe('OneTimeCodes', () => {
  it('issues a 6-digit code and stores only its keyed hash for 15 minutes', async () => {
    const { codes, repository } = setup();
    const code = await codes.issueCode('u1', 'email-verify');
    expect(code).toMatch(/^\d{6}$/);
    const [userId, purpose, hash, expiresAt] = repository.issue.mock.calls[0]!;
    expect([userId, purpose]).toEqual(['u1', 'email-verify']);
    expect(hash).toBe(codes.hash('u1', 'email-verify', code));
    expect(hash).not.toContain(code);
    expect(Math.round((expiresAt.getTime() - Date.now()) / 60_000)).toBe(15);
  });

  it('spends the right code', async () => {
    const { codes, repository } = setup({});
    expect(await codeOf(codes.consumeCode('u1', 'email-verify', '123456'))).toBe('ok');
    expect(repository.consume).toHaveBeenCalledWith('c1');
  });

  it('counts a wrong code and tells the attempts left; the fifth wrong one expires it', async () => {
    const { codes, repository } = setup({});
    repository.recordWrongAttempt.mockResolvedValueOnce(1);
    expect(await codeOf(codes.consumeCode('u1', 'email-verify', '000000'))).toBe('INVALID_CODE:{"remaining":4}');
    repository.recordWrongAttempt.mockResolvedValueOnce(5);
    expect(await codeOf(codes.consumeCode('u1', 'email-verify', '000000'))).toBe('CODE_EXPIRED:{"remaining":0}');
    expect(repository.recordWrongAttempt).toHaveBeenCalledWith('c1', 5);
    expect(repository.consume).not.toHaveBeenCalled();
  });

  it('answers CODE_EXPIRED for an expired code, a missing code and an unknown user', async () => {
    expect(await codeOf(setup({ expiresAt: new Date(Date.now() - 1) }).codes.consumeCode('u1', 'email-verify', '123456'))).toBe('CODE_EXPIRED:{}');
    expect(await codeOf(setup().codes.consumeCode('u1', 'email-verify', '123456'))).toBe('CODE_EXPIRED:{}');
    expect(await codeOf(setup({}).codes.consumeCode(undefined, 'email-verify', '123456'))).toBe('CODE_EXPIRED:{}');
  });
});
