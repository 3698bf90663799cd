import type { accountsWeb as de } from '../de/accounts-web';

export const accountsWeb: typeof de = {};
