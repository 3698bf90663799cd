import {
  addDays,
  formatHours,
  formatTime,
  isIsoDate,
  isLateEntry,
  netMinutesOf,
  parseTime,
  weekOf,
  workLogRules,
  workLogWarnings,
  WORK_LOG_LIMITS,
} from './work-log-rules';
import { checkValues, rules } from './rules';

describe('work-log rules', () => {
  it('reads and writes HH:MM times from 00:00 to 24:00', () => {
    expect(parseTime('07:30')).toBe(450);
    expect(parseTime('00:00')).toBe(0);
    expect(parseTime('24:00')).toBe(1440);
    for (const bad of ['24:01', '7:30', '25:00', '12:60', '', null, 730]) expect(parseTime(bad)).toBeNull();
    expect(formatTime(450)).toBe('07:30');
    expect(formatTime(1440)).toBe('24:00');
  });

  it('computes net minutes and refuses an end before the start or a break longer than the span', () => {
    expect(netMinutesOf(420, 930, 30)).toBe(480);
    expect(netMinutesOf(420, 420, 0)).toBeNull();
    expect(netMinutesOf(600, 420, 0)).toBeNull();
    expect(netMinutesOf(420, 480, 61)).toBeNull();
    expect(netMinutesOf(0, 1440, 0)).toBe(WORK_LOG_LIMITS.dailyMinutes);
  });

  it('warns (ArbZG) above 10 hours and for short breaks after 6 and 9 hours', () => {
    expect(workLogWarnings(8 * 60, 30)).toEqual([]);
    expect(workLogWarnings(6 * 60, 0)).toEqual([]);
    expect(workLogWarnings(6 * 60 + 1, 29)).toEqual(['shortBreak6']);
    expect(workLogWarnings(9 * 60 + 1, 30)).toEqual(['shortBreak9']);
    expect(workLogWarnings(9 * 60 + 1, 45)).toEqual([]);
    expect(workLogWarnings(10 * 60, 45)).toEqual([]);
    expect(workLogWarnings(10 * 60 + 1, 45)).toEqual(['longDay']);
    expect(workLogWarnings(11 * 60, 0)).toEqual(['longDay', 'shortBreak9']);
  });

  it('marks an entry late after the 7th day past the work day', () => {
    expect(isLateEntry('2026-11-02', '2026-11-09')).toBe(false);
    expect(isLateEntry('2026-11-02', '2026-11-10')).toBe(true);
    expect(isLateEntry('2026-12-28', '2027-01-05')).toBe(true);
  });

  it('finds the ISO week and checks calendar dates', () => {
    expect(weekOf('2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
  });

  it('formats hours with a German decimal comma', () => {
    expect(formatHours(450)).toBe('7,50');
    expect(formatHours(450, 'en')).toBe('7.50');
  });

  it('refuses an end not after the start, a break longer than the span and a future day, field by field', () => {
    const schema = {
      workDate: [rules.required, workLogRules.date, workLogRules.notFuture('2026-11-25')],
      start: [rules.required, workLogRules.time],
      end: [rules.required, workLogRules.time, workLogRules.endAfterStart],
      breakMinutes: [rules.required, rules.integer, workLogRules.breakFits],
    };
    const failed = (values: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(checkValues(values, schema)).map(([field, f]) => [field, f?.rule]));
    expect(failed({ workDate: '2026-11-25', start: '07:00', end: '15:30', breakMinutes: 30 })).toEqual({});
    expect(failed({ workDate: '2026-11-26', start: '07:00', end: '07:00', breakMinutes: 0 })).toEqual({
      workDate: 'not_future',
      end: 'end_after_start',
    });
    expect(failed({ workDate: '2026-11-20', start: '07:00', end: '08:00', breakMinutes: 61 })).toEqual({ breakMinutes: 'break_fits' });
    expect(failed({ workDate: '2026-11-20', start: '07:00', end: '08:00', breakMinutes: 60 })).toEqual({});
    // an unreadable time or break is reported by its own rule only
    expect(failed({ workDate: '2026-11-20', start: '7 Uhr', end: '08:00', breakMinutes: Number.NaN })).toEqual({
      start: 'time',
      breakMinutes: 'integer',
    });
  });
});
