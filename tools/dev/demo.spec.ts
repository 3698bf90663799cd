import { generateURI } from 'otplib';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@fachwerk/shared/contracts';
import { DEMO_ADMIN_TOTP_SECRET, TOTP_ISSUER } from '@fachwerk/shared/contracts/two-factor';
import * as printed from './demo.mjs';

describe('demo logins printed by npm start', () => {
  it('are the accounts the seed creates (contracts)', () => {
    expect(printed.DEMO_ACCOUNTS).toEqual(DEMO_ACCOUNTS);
    expect(printed.DEMO_PASSWORD).toBe(DEMO_PASSWORD);
    expect(printed.DEMO_ADMIN_TOTP_SECRET).toBe(DEMO_ADMIN_TOTP_SECRET);
    expect(printed.demoAdminOtpauthUri()).toBe(generateURI({ issuer: TOTP_ISSUER, label: DEMO_ACCOUNTS.admin, secret: DEMO_ADMIN_TOTP_SECRET }));
  });
});
