export * from './test-helpers';
export * from './render-with-app';
export * from './fake-socket';
