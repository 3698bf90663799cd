export * from './lib/config/config';
