import type { profileWeb as de } from '../de/profile-web';

export const profileWeb: typeof de = {};
