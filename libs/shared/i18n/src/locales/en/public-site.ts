import type { publicSite as de } from '../de/public-site';

export const publicSite: typeof de = {};
