/** Server messages: error codes, validation rules, field names, mails. Owner: server. */
export const server = {
  errors: {},
  validation: {},
  fields: {},
  mail: {},
  server: {},
};
