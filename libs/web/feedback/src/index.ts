/** The admin's feedback moderation (a lazy chunk). */
export * from './lib/pages';
