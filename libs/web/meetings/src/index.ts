/** Meetings of clients and suppliers, and the admin's overview (lazy chunks). Owner: H5. */
export * from './lib/pages';
