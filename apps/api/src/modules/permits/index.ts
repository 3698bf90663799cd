/**
 * Public entry of the permits module: the suppliers' AÜG permits.
 * Other modules import only what is exported here (lint rule in eslint.config.mjs).
 */
export { PermitsModule } from './permits.module';
export { PermitCheck } from './permit-check';
export { permitStatusView } from './permit-views';
export { PermitStatusResponseDto } from './dto/permits.dto';
