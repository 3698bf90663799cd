import { Global, Inject, Module, type DynamicModule } from '@nestjs/common';
import { FieldCipher } from '../crypto/field-cipher';
import type { AppConfig } from './config';

export const APP_CONFIG = Symbol('APP_CONFIG');
/** Inject the one config object built by `loadConfig()` at boot. */
export const InjectConfig = () => Inject(APP_CONFIG);

/** Provides the config object once, for the whole application, and the field cipher built from its keys. */
@Global()
@Module({})
export class AppConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: FieldCipher, useValue: new FieldCipher(config.encryption.key, config.encryption.previousKeys) },
      ],
      exports: [APP_CONFIG, FieldCipher],
    };
  }
}
