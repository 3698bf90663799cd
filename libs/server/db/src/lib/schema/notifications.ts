// Owner: api-core. Drizzle tables of the notifications domain.
export {};
