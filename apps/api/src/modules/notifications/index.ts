/**
 * Public entry of the notifications module: In-app notifications and the Notifier other modules write them with.
 * Other modules import only what is exported here (lint rule in eslint.config.mjs).
 */
export { NotificationsModule } from './notifications.module';
export { Notifier } from './notifier';
