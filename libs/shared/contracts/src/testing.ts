/**
 * Test helpers shared by the specs of every project (`@fachwerk/shared/contracts/testing`; never
 * imported by app code): the tables of the validation rules, so contracts, server and web specs prove
 * the same values pass and fail, and second-factor codes for API and browser tests.
 */
import { TOTP_PERIOD_SECONDS } from './lib/two-factor-constants';

export const RULE_EXAMPLES = {
  email: {
    valid: ['anna.schmidt@fachwerk.test', 'a+b@sub.example.de', "o'brien@firma-gmbh.de"],
    invalid: ['anna', 'anna@', 'anna@fachwerk', 'anna @fachwerk.de', 'anna@fach..werk.de', '@fachwerk.de', `${'a'.repeat(250)}@x.de`],
  },
  phone: {
    valid: ['+49 40 123456', '040 123456', '0171/1234567', '+49 (0)40 123-456', '+1 212 555 0100', '030-1234'],
    invalid: ['abc', '12', '+49 40 123456 ext 5', '++49 40 1234', '+49 40 1234567890123456', '040 12345a'],
  },
  dialCode: {
    valid: ['+49', '+1', '+380', '+1242'],
    invalid: ['49', '+049', '+12345', '+', '0049'],
  },
  iban: {
    valid: ['DE89370400440532013000', 'DE89 3704 0044 0532 0130 00', 'de02120300000000202051', 'AT611904300234573201', 'CH9300762011623852957', 'GB29NWBK60161331926819'],
    invalid: ['DE89370400440532013001', 'DE8937040044053201300', 'AT61190430023457320', 'XX00', 'DE89-3704-0044-0532-0130-00'],
  },
  vatId: {
    valid: ['DE123456789', 'DE 298 765 431', 'de811111111', 'ATU12345678', 'FR40303265045', 'NL123456789B01'],
    invalid: ['DE12345678', 'DE1234567890', '123456789', 'ATU1234567', 'XX123456789', 'DEABCDEFGHI'],
  },
  /** Valid examples from the KoSIT Formatspezifikation Leitweg-ID and the XRechnung test suite. */
  leitwegId: {
    valid: ['04011000-1234512345-06', '991-33333TEST-33', '991-33333test-33', '04011000-45', ' 99114000-55 '],
    invalid: ['04011000-1234512345-07', 'keine-Leitweg-ID!', '991-33333TEST-34', '1-12', '0401100012345-1234512345-06', `04011000-${'1'.repeat(31)}-06`, '04011000_1234512345_06', 'ABC-123-45'],
  },
  germanPostcode: {
    valid: ['20095', '01067', '99998', ' 80331 '],
    invalid: ['2009', '200950', '00123', 'D-20095', '2009a'],
  },
  alphaNum: {
    valid: ['HRB12345', 'Müller1', 'ß'],
    invalid: ['HRB 12345', 'a-b', 'x!'],
  },
  alphaNumSpace: {
    valid: ['HRB 12345', 'Müller und Söhne 2'],
    invalid: ['a-b', 'x!', 'a_b'],
  },
  numeric: {
    valid: ['12', '12,5', '5.000,00', '-3', 7],
    invalid: ['zwölf', '1,2,3', '12a'],
  },
  dailyHours: {
    valid: ['8', '24', 0, '7,5'],
    invalid: ['24,5', 25, '100'],
  },
  weeklyHours: {
    valid: ['40', '168', 168],
    invalid: ['169', 200, '168,5'],
  },
  slug: {
    valid: ['ueber-uns', 'impressum', 'agb-2026', 'a', ' karriere '],
    invalid: ['Über uns', 'ueber_uns', 'ueber--uns', '-ueber', 'ueber-', 'Impressum', 'a/b'],
  },
  httpUrl: {
    valid: ['https://www.beispiel.de', 'http://beispiel.de/partner?id=3#logo', 'https://xn--mller-kva.de/', ' https://fachwerk.test '],
    invalid: ['www.beispiel.de', 'ftp://beispiel.de', 'javascript:alert(1)', 'https://', 'https://localhost', 'https://bei spiel.de', 'https://user:pw@beispiel.de', 'http:beispiel.de', 'mailto:a@b.de'],
  },
} as const;

/**
 * Second-factor codes for tests, computed like an authenticator app. A code's time step works once,
 * so each call takes a step this process has not used yet: the earliest the API still accepts (one
 * period of drift back) after the last one used, waiting for the next period when all three accepted
 * steps are spent. The step one period back is skipped in the last seconds before a period ends:
 * the API checks the code a moment later, when that step may already have left its window (a
 * journey on a loaded machine typed such a code at :59 and was refused at :00). `generate` is the
 * TOTP function (otplib's `generateSync`): contracts import no library. The API's integration tests
 * and the Playwright journeys each make one at module level.
 */
/** How close to the end of a period the step before it is no longer handed out (see totpCodeSource). */
const TOTP_STEP_MARGIN_SECONDS = 8;

export function totpCodeSource(
  generate: (secret: string, epochSeconds: number) => string,
  clock: () => number = Date.now,
) {
  const usedSteps = new Map<string, number>();
  return async function freshTotpCode(secret: string): Promise<{ code: string; step: number }> {
    for (;;) {
      const seconds = clock() / 1000;
      const now = Math.floor(seconds / TOTP_PERIOD_SECONDS);
      const closing = (now + 1) * TOTP_PERIOD_SECONDS - seconds < TOTP_STEP_MARGIN_SECONDS;
      const step = Math.max(closing ? now : now - 1, (usedSteps.get(secret) ?? -Infinity) + 1);
      if (step <= now + 1) {
        usedSteps.set(secret, step);
        return { code: generate(secret, step * TOTP_PERIOD_SECONDS), step };
      }
      await new Promise((resolve) => setTimeout(resolve, (now + 1) * TOTP_PERIOD_SECONDS * 1000 - clock() + 50));
    }
  };
}
