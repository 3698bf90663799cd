/** Meetings of clients and suppliers, and the admin's overview (lazy chunks). */
export * from './lib/pages';
