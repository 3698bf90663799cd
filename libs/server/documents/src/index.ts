export * from './lib/mail-templates';
export * from './lib/pdf';
