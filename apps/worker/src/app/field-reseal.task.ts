import { openLegacyTotpSecret, type FieldCipher } from '@fachwerk/server/core';
import { resealSensitiveFields, type DbOrTx, type ResealReport } from '@fachwerk/server/db';
import type { StructuredLogger } from '@fachwerk/server/queue';
import { IntervalTask } from './interval-task';

/** How often the worker looks for values to re-seal (it also runs at start, right after a rotation's deploy). */
export const FIELD_RESEAL_INTERVAL_MS = 60 * 60_000;

/**
 * Re-seals the sensitive fields (passport/ID numbers, IBANs, TOTP secrets) that are plaintext from
 * before field encryption, sealed with a previous key (a rotation) or in the old TOTP format, with
 * the current ENCRYPTION_KEY — batch after batch until none is left. This is the migration of the
 * existing rows: a SQL migration cannot, since the key lives in the environment, not the database.
 * Idempotent and safe on several replicas (conditional updates). docs/security/key-rotation.md.
 */
export class FieldResealTask extends IntervalTask {
  constructor(
    db: DbOrTx,
    cipher: Pick<FieldCipher, 'needsReseal' | 'reseal' | 'currentKeyId'>,
    totpEncryptionKey: string,
    log: StructuredLogger,
    intervalMs = FIELD_RESEAL_INTERVAL_MS,
  ) {
    const openLegacy = (value: string) => {
      try {
        return openLegacyTotpSecret(value, totpEncryptionKey);
      } catch {
        return undefined;
      }
    };
    super(
      async () => {
        const total: ResealReport = { iban: 0, passportId: 0, totpSecret: 0 };
        for (;;) {
          const report = await resealSensitiveFields(db, cipher, openLegacy);
          total.iban += report.iban;
          total.passportId += report.passportId;
          total.totpSecret += report.totpSecret;
          if (report.iban + report.passportId + report.totpSecret === 0) break;
        }
        if (total.iban + total.passportId + total.totpSecret > 0) log.info({ ...total, keyId: cipher.currentKeyId }, 'sensitive fields re-sealed with the current key');
      },
      log,
      intervalMs,
      'field re-seal failed; retried at the next interval',
    );
  }
}
