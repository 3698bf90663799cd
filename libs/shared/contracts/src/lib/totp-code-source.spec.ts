import { totpCodeSource } from '../testing';
import { TOTP_PERIOD_SECONDS } from './two-factor-constants';

const period = TOTP_PERIOD_SECONDS * 1000;
const nowStep = 59_000_000;
const generate = (secret: string, epoch: number) => `${secret}@${epoch / TOTP_PERIOD_SECONDS}`;

describe('totpCodeSource', () => {
  it('hands out each accepted step once, earliest first, per secret', async () => {
    const fresh = totpCodeSource(generate, () => nowStep * period + 10_000);
    const codes = [await fresh('A'), await fresh('A'), await fresh('A'), await fresh('B')];
    expect(codes).toEqual([
      { code: `A@${nowStep - 1}`, step: nowStep - 1 },
      { code: `A@${nowStep}`, step: nowStep },
      { code: `A@${nowStep + 1}`, step: nowStep + 1 },
      { code: `B@${nowStep - 1}`, step: nowStep - 1 },
    ]);
  });

  it('skips the step before in the last seconds of a period, and waits for the next period when the accepted steps are spent', async () => {
    // The clock stands 10 ms before the next period: the step before would leave the API's window
    // before the code arrives, so the first code is the current step; the wait is short.
    let time = (nowStep + 1) * period - 10;
    const fresh = totpCodeSource(generate, () => time);
    expect(await fresh('A')).toEqual({ code: `A@${nowStep}`, step: nowStep });
    expect(await fresh('A')).toEqual({ code: `A@${nowStep + 1}`, step: nowStep + 1 });
    const third = fresh('A');
    time += period;
    await expect(third).resolves.toEqual({ code: `A@${nowStep + 2}`, step: nowStep + 2 });
  });
});
