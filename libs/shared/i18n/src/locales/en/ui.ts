import type { ui as de } from '../de/ui';

export const ui: typeof de = {};
