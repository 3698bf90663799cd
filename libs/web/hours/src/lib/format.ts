import { TIME_ZONE } from '@fachwerk/shared/contracts';
import { todayIn } from '@fachwerk/shared/contracts/rules';

/** `2026-11-23` → `23.11.2026`. */
export const germanDate = (iso: string): string => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** Today in Germany (ISO `YYYY-MM-DD`): work days are German calendar days. */
export const berlinToday = (): string => todayIn(TIME_ZONE);
