import {
  AUEG,
  constructionBanApplies,
  countingLendingPeriods,
  exceedsMaximumLending,
  isConstructionLendingBanned,
  isLendingInterruption,
  isPermitValidOn,
  lendingClock,
  lendingOnDay,
  missingLendingContractItems,
  permitValidity,
  permitWarningDue,
  type ClientIndustry,
  type ConstructionException,
} from './aueg';

describe('AÜG § 1 (1b) interruptions of more than three months', () => {
  // the first period ends on 31 March; the gap starts on 1 April, three months later is 1 July
  it('a gap of three months minus a day keeps the earlier period counting', () => {
    expect(isLendingInterruption('2026-03-31', '2026-06-30')).toBe(false);
  });
  it('a gap of exactly three months keeps it counting ("more than three months" resets)', () => {
    expect(isLendingInterruption('2026-03-31', '2026-07-01')).toBe(false);
  });
  it('a gap of three months plus a day resets the clock', () => {
    expect(isLendingInterruption('2026-03-31', '2026-07-02')).toBe(true);
  });

  it('merges overlapping periods and drops those before an interruption', () => {
    expect(
      countingLendingPeriods([
        { from: '2025-01-01', to: '2025-02-28' },
        { from: '2026-01-01', to: '2026-03-31' },
        { from: '2026-03-15', to: '2026-04-30' },
        { from: '2026-06-01', to: '2026-06-30' },
      ]),
    ).toEqual([
      { from: '2026-01-01', to: '2026-04-30' },
      { from: '2026-06-01', to: '2026-06-30' },
    ]);
  });
});

describe('AÜG lending clock (§ 1 (1b) 18 months, § 8 (4) 9 months)', () => {
  it('one uninterrupted period runs by the calendar', () => {
    const clock = lendingClock([{ from: '2026-01-01', to: '2028-12-31' }], '2026-01-31');
    expect(clock).toEqual({
      countingSince: '2026-01-01',
      daysCounted: 31,
      equalPayFrom: '2026-10-01',
      warnFrom: '2027-04-01',
      lastAllowedDay: '2027-06-30',
    });
  });

  it('periods with a gap of three months minus a day add up (30 days per month)', () => {
    // 90 days (1 Jan – 31 Mar 2026), then a gap 1 Apr – 29 Jun, then again from 30 Jun
    const periods = [
      { from: '2026-01-01', to: '2026-03-31' },
      { from: '2026-06-30', to: '2027-12-31' },
    ];
    const clock = lendingClock(periods, '2026-06-30');
    expect(clock?.countingSince).toBe('2026-01-01');
    expect(clock?.daysCounted).toBe(91);
    // 540 − 90 = 450 days from 30 Jun 2026: the 450th day is 22 Sep 2027
    expect(clock?.lastAllowedDay).toBe('2027-09-22');
    // 270 − 90 = 180 days from 30 Jun 2026 → equal pay from 27 Dec 2026
    expect(clock?.equalPayFrom).toBe('2026-12-27');
  });

  it('a gap of three months plus a day starts the clock again', () => {
    const clock = lendingClock(
      [
        { from: '2026-01-01', to: '2026-03-31' },
        { from: '2026-07-02', to: '2027-12-31' },
      ],
      '2026-07-02',
    );
    expect(clock?.countingSince).toBe('2026-07-02');
    expect(clock?.lastAllowedDay).toBe('2028-01-01');
    expect(clock?.equalPayFrom).toBe('2027-04-02');
  });

  it('refuses a plan beyond the 18 months, accepts one ending on the last day', () => {
    const earlier = [{ from: '2026-01-01', to: '2026-12-31' }];
    expect(exceedsMaximumLending(earlier, { from: '2027-01-01', to: '2027-06-30' })).toBe(false);
    expect(exceedsMaximumLending(earlier, { from: '2027-01-01', to: '2027-07-01' })).toBe(true);
    // after a pause of more than three months the worker may come back
    expect(exceedsMaximumLending(earlier, { from: '2027-04-02', to: '2028-06-30' })).toBe(false);
    // an open end is checked on its first day
    expect(exceedsMaximumLending([{ from: '2025-01-01', to: '2026-06-30' }], { from: '2026-07-01', to: null })).toBe(true);
  });

  describe('an open-ended lending, day by day (hours recorded for a work day)', () => {
    it('allows the last day of the 18 months by the calendar and refuses the day after', () => {
      // lent since 1 Jan 2026 without an end: 18 months end on 30 Jun 2027
      const running = [{ from: '2026-01-01', to: '2027-07-01' }];
      expect(lendingOnDay(running, '2027-06-30')).toEqual({ lastAllowedDay: '2027-06-30', exceeded: false });
      expect(lendingOnDay(running, '2027-07-01')).toEqual({ lastAllowedDay: '2027-06-30', exceeded: true });
    });

    it('counts an earlier lending before a gap of three months minus a day', () => {
      // 90 days (1 Jan – 31 Mar 2026), gap 1 Apr – 29 Jun, open-ended from 30 Jun: 450 more days
      const periods = [
        { from: '2026-01-01', to: '2026-03-31' },
        { from: '2026-06-30', to: '2027-09-23' },
      ];
      expect(lendingOnDay(periods, '2027-09-22')).toEqual({ lastAllowedDay: '2027-09-22', exceeded: false });
      expect(lendingOnDay(periods, '2027-09-23')).toEqual({ lastAllowedDay: '2027-09-22', exceeded: true });
    });

    it('starts again after a gap of three months plus a day', () => {
      const periods = [
        { from: '2026-01-01', to: '2026-03-31' },
        { from: '2026-07-02', to: '2028-01-02' },
      ];
      expect(lendingOnDay(periods, '2028-01-01')).toEqual({ lastAllowedDay: '2028-01-01', exceeded: false });
      expect(lendingOnDay(periods, '2028-01-02').exceeded).toBe(true);
    });

    it('counts only lending up to the day, and the day itself', () => {
      // a booking after the day (after a month's pause) does not turn its calendar count into days
      const periods = [
        { from: '2026-01-01', to: '2026-03-31' },
        { from: '2026-05-01', to: '2026-12-31' },
      ];
      expect(lendingOnDay(periods, '2026-02-01')).toEqual({ lastAllowedDay: '2027-06-30', exceeded: false });
      // a day right after the last booking still counts as lent (the worker worked on it)
      expect(lendingOnDay([{ from: '2026-01-01', to: '2027-06-30' }], '2027-07-01').exceeded).toBe(true);
    });

    it('agrees with the check at naming for a plan that ends on the day', () => {
      const earlier = [{ from: '2026-01-01', to: '2026-12-31' }];
      for (const to of ['2027-06-30', '2027-07-01']) {
        const plan = { from: '2027-01-01', to };
        expect(lendingOnDay([...earlier, plan], to).exceeded).toBe(exceedsMaximumLending(earlier, plan));
      }
    });
  });

  it('has no clock without periods', () => {
    expect(lendingClock([], '2026-01-01')).toBeNull();
    expect(AUEG.maxLendingMonths).toBe(18);
  });
});

describe('AÜG permit (§ 1 (1), § 2)', () => {
  const limited = { unlimited: false, validUntil: '2026-12-31' };
  it('is valid through its last day', () => {
    expect(isPermitValidOn(limited, '2026-12-31')).toBe(true);
    expect(isPermitValidOn(limited, '2027-01-01')).toBe(false);
    expect(isPermitValidOn({ unlimited: true }, '2099-01-01')).toBe(true);
  });
  it('warns 60 and 14 days before expiry', () => {
    // 61 and 60 days before the last valid day
    expect(permitWarningDue(limited, '2026-10-31')).toBeNull();
    expect(permitWarningDue(limited, '2026-11-01')).toBe(60);
    expect(permitWarningDue(limited, '2026-12-16')).toBe(60);
    expect(permitWarningDue(limited, '2026-12-17')).toBe(14);
    expect(permitWarningDue(limited, '2027-01-01')).toBeNull();
    expect(permitValidity(limited, '2026-10-01')).toBe('valid');
    expect(permitValidity(limited, '2026-12-01')).toBe('expiring');
    expect(permitValidity(limited, '2027-01-01')).toBe('expired');
  });
});

describe('AÜG § 1b construction', () => {
  const banned = (jobType: 'resource' | 'fixedBudget', industry: ClientIndustry | null, exception: ConstructionException | null = null) =>
    isConstructionLendingBanned({ jobType, industry, exception });

  it('bans lending into the main construction trade without a declared exception', () => {
    expect(banned('resource', 'constructionMain')).toBe(true);
    expect(banned('resource', 'constructionMain', 'sameFrameworkAgreements')).toBe(false);
    expect(banned('resource', 'constructionMain', 'notManualWork')).toBe(false);
  });

  it('leaves finishing trades, other industries and clients without an industry alone', () => {
    expect(banned('resource', 'constructionFinishing')).toBe(false);
    expect(banned('resource', 'logistics')).toBe(false);
    expect(banned('resource', null)).toBe(false);
  });

  it('never checks fixed-price work (a Werkvertrag is no lending)', () => {
    expect(banned('fixedBudget', 'constructionMain')).toBe(false);
    expect(constructionBanApplies('fixedBudget', 'constructionMain')).toBe(false);
  });

  it('offers the exceptions exactly where the ban applies', () => {
    expect(constructionBanApplies('resource', 'constructionMain')).toBe(true);
    expect(constructionBanApplies('resource', 'constructionFinishing')).toBe(false);
    expect(constructionBanApplies('resource', undefined)).toBe(false);
  });
});

describe('AÜG § 12 (1) contract items', () => {
  it('names what a draft lacks', () => {
    expect(
      missingLendingContractItems({
        designation: 'Arbeitnehmerüberlassungsvertrag',
        permitDeclaration: true,
        activity: 'Montage',
        qualification: ' ',
        workingConditions: '40 h/Woche',
        comparablePay: '18,50 €/h',
        workers: [],
        period: '2026-01-01 – 2026-03-31',
        place: 'Köln',
      }),
    ).toEqual(['qualification', 'workers']);
  });
});
