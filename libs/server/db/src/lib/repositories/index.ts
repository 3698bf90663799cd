export * from './actor';
export * from './content.repository';
export * from './notifications.repository';
export * from './sessions.repository';
export * from './users.repository';
export * from './audit-log.repository';
export * from './verification-codes.repository';
export * from './catalogue-lookup.repository';
