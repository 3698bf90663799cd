// Owner: api-core. Drizzle tables of the content domain.
export {};
