/** Working hours of awarded work: week view, recording, corrections, review, export (lazy chunk). Owner: H2. */
export * from './lib/pages';
