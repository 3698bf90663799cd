import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@fachwerk/shared/contracts';
import * as printed from './demo.mjs';

describe('demo logins printed by npm start', () => {
  it('are the accounts the seed creates (contracts)', () => {
    expect(printed.DEMO_ACCOUNTS).toEqual(DEMO_ACCOUNTS);
    expect(printed.DEMO_PASSWORD).toBe(DEMO_PASSWORD);
  });
});
