export * from './role-routes';
