export * from './actor';
export * from './content.repository';
export * from './content-admin.repository';
export * from './notifications.repository';
export * from './sessions.repository';
export * from './uploads.repository';
export * from './users.repository';
