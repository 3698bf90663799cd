/**
 * Public entry of the accounts module: The own account: profile, e-mail change, export, deletion.
 * Other modules import only what is exported here (lint rule in eslint.config.mjs).
 */
export { AccountsModule } from './accounts.module';
export { AccountProfileDto, UpdateProfileDto } from './dto/account-profile.dto';
