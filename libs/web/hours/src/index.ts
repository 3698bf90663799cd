/** Working hours of awarded work: week view, recording, corrections, review, export (lazy chunk). */
export * from './lib/pages';
