import { TIME_ZONE } from '@fachwerk/shared/contracts';
import { todayIn } from '@fachwerk/shared/contracts/rules';

/** Today in Germany (ISO `YYYY-MM-DD`): work days are German calendar days. */
export const berlinToday = (): string => todayIn(TIME_ZONE);
