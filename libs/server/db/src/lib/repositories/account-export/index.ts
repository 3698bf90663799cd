export * from './account-data';
export * from './account-exports.repository';
