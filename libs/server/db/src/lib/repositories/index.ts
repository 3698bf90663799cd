export * from './actor';
export * from './content.repository';
export * from './notifications.repository';
export * from './sessions.repository';
export * from './users.repository';
