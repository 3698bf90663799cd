// Owner: api-core. Drizzle tables of the accounts domain.
export {};
