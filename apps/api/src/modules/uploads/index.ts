/**
 * Public entry of the uploads module: File uploads and their delivery.
 * Other modules import only what is exported here (lint rule in eslint.config.mjs).
 */
export { UploadsModule } from './uploads.module';
export { FileStorage } from './file-storage';
