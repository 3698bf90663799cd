import { toEnvelope, withMessage, withNotice } from './envelope';

describe('toEnvelope', () => {
  it('wraps data with the generic localised success message', () => {
    expect(toEnvelope({ count: 2 }, 'de')).toEqual({ status: true, message: 'Erfolgreich', data: { count: 2 } });
    expect(toEnvelope({ count: 2 }, 'en')).toEqual({ status: true, message: 'Success', data: { count: 2 } });
  });

  it('uses the message of a result and omits absent data', () => {
    expect(toEnvelope(withMessage('server.auth.loggedOut'), 'en')).toEqual({ status: true, message: 'You have been logged out.' });
  });

  it('carries the code of a notice on a successful response, with its text (§8 unapproved login)', () => {
    expect(toEnvelope(withNotice('ACCOUNT_NOT_APPROVED', { accessToken: 't' }), 'de')).toEqual({
      status: true,
      message: 'Ihr Konto ist nicht genehmigt. Bitte warten Sie auf die Genehmigung.',
      code: 'ACCOUNT_NOT_APPROVED',
      data: { accessToken: 't' },
    });
  });

  it('reports status false for an error HTTP status', () => {
    expect(toEnvelope(withMessage('server.health.degraded', { a: 1 }), 'de', false)).toMatchObject({ status: false, data: { a: 1 } });
  });
});
