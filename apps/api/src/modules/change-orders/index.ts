/**
 * Public entry of the change-orders module: change orders (Nachträge) of fixed-price awards.
 * Other modules import only what is exported here (lint rule in eslint.config.mjs).
 */
export { ChangeOrdersModule } from './change-orders.module';
