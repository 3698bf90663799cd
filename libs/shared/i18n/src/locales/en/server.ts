import type { server as de } from '../de/server';

export const server: typeof de = {
  errors: {},
  validation: {},
  fields: {},
  mail: {},
  server: {},
};
