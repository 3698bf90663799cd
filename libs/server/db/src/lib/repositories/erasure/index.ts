export * from './erased-account';
export * from './chat.erasure';
export * from './invoices.erasure';
export * from './market.erasure';
export * from './meetings.erasure';
export * from './uploads.erasure';
export * from './workers.erasure';
export * from './retention-erasure';
