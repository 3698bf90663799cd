// The endpoint files of the API modules every page or the shell's guest screens need (one file per
// module in ./api); the other modules' files are secondary entries, `@fachwerk/web/data-access/api/<module>`.
export * from './api/accounts.api';
export * from './api/auth.api';
export * from './api/cms.api';
export * from './api/geo.api';
export * from './api/notifications.api';
export * from './lib/api/api-error';
export * from './lib/api/base-api';
export * from './lib/api/query-string';
export * from './lib/api/strip-empty';
export * from './lib/effects';
export * from './lib/i18n';
export * from './lib/realtime/realtime-hub';
export * from './lib/runtime';
export * from './lib/session/session.slice';
export * from './lib/session/session.storage';
export * from './lib/session/use-session-end';
export * from './lib/state/common-content.slice';
export * from './lib/state/last-path.slice';
export * from './lib/state/notifications.slice';
export * from './lib/state/registration-draft.slice';
export * from './lib/state/use-common-content';
export * from './lib/state/worker-drafts.slice';
export * from './lib/store';
export * from './lib/toasts';
