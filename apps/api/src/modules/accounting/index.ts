/**
 * Public entry of the accounting module: buyer references (Leitweg-ID) and the suppliers' exports.
 * Other modules import only what is exported here (lint rule in eslint.config.mjs).
 */
export { AccountingModule } from './accounting.module';
export { BuyerReferences } from './buyer-references.service';
