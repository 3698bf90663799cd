import { ARBZG, requiredBreakMinutes, restMinutesBetweenDays, workingDayTotals, workingTimeViolations, type WorkingTimeSpan } from './arbzg';

const h = (hours: number, minutes = 0) => hours * 60 + minutes;
const span = (start: number, end: number, breakMinutes = 0): WorkingTimeSpan => ({ start, end, breakMinutes });

describe('ArbZG § 4 breaks', () => {
  it.each([
    [h(6), 0],
    [h(6) + 1, 30],
    [h(9), 30],
    [h(9) + 1, 45],
    [h(10), 45],
  ])('%i minutes of work need %i minutes of break', (net, needed) => {
    expect(requiredBreakMinutes(net)).toBe(needed);
  });

  it('counts gaps of at least 15 minutes between entries as breaks, shorter ones not', () => {
    expect(workingDayTotals([span(h(7), h(11)), span(h(11, 30), h(15, 30))])).toEqual({ netMinutes: h(8), breakMinutes: 30 });
    expect(workingDayTotals([span(h(7), h(11)), span(h(11, 14), h(15, 14), 10)])).toEqual({ netMinutes: h(7, 50), breakMinutes: 10 });
  });
});

describe('ArbZG day limits', () => {
  it('exactly 6 h without a break is allowed, 6 h 1 min is not', () => {
    expect(workingTimeViolations({ spans: [span(h(8), h(14))] })).toEqual([]);
    expect(workingTimeViolations({ spans: [span(h(8), h(14, 1))] })).toEqual(['breakTooShort']);
    expect(workingTimeViolations({ spans: [span(h(8), h(14, 31), 30)] })).toEqual([]);
  });

  it('9 h with 30 min is allowed, 9 h 15 with 30 min needs 45', () => {
    expect(workingTimeViolations({ spans: [span(h(7), h(16, 30), 30)] })).toEqual([]);
    expect(workingTimeViolations({ spans: [span(h(7), h(16, 45), 30)] })).toEqual(['breakTooShort']);
    expect(workingTimeViolations({ spans: [span(h(7), h(17), 45)] })).toEqual([]);
  });

  it('10 h of work is the maximum (§ 3), 10 h 1 min is refused', () => {
    expect(workingTimeViolations({ spans: [span(h(6), h(16, 45), 45)] })).toEqual([]);
    expect(workingTimeViolations({ spans: [span(h(6), h(16, 46), 45)] })).toEqual(['dailyMaximum']);
    expect(ARBZG.maxDailyMinutes).toBe(600);
  });

  it('needs 11 h of rest to the previous and the next day (§ 5)', () => {
    const late = [span(h(14), h(22), 30)];
    expect(restMinutesBetweenDays(late, [span(h(9), h(12))])).toBe(h(11));
    expect(workingTimeViolations({ spans: [span(h(9), h(12))], previousDay: late })).toEqual([]);
    expect(workingTimeViolations({ spans: [span(h(8, 59), h(12))], previousDay: late })).toEqual(['restTooShort']);
    expect(workingTimeViolations({ spans: late, nextDay: [span(h(8), h(12))] })).toEqual(['restTooShort']);
    expect(restMinutesBetweenDays([], late)).toBeNull();
  });
});
