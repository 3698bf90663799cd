import type { adminContent as de } from '../de/admin-content';

export const adminContent: typeof de = {};
