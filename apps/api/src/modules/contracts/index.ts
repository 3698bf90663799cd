/**
 * Public entry of the contracts module: the contract of an award, its versions and acceptances.
 * Other modules import only what is exported here (lint rule in eslint.config.mjs).
 */
export { ContractsModule } from './contracts.module';
export { ContractsService } from './contracts.service';
export { ContractGate } from './contract-gate';
export { PermitDeclarations } from './permit-declarations';
export { acceptedContractOf, DEMO_STAFFING_TERMS } from './contract-content';
