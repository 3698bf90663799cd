import type { serverAccounting as de } from '../de/server-accounting';

/** Server texts of the accounting module: buyer references, bookkeeping settings, exports. */
export const serverAccounting: typeof de = {
  texts: {
    buyerProfileSaved: 'The invoicing profile was saved.',
    jobReferenceSaved: 'The job’s reference was saved.',
    settingsSaved: 'The accounting settings were saved.',
    periodOrder: 'The end of the period is before its start.',
    periodTooLong: 'The period may span at most one year.',
    periodOneYear: 'A DATEV booking batch covers one calendar year only: start and end must be in the same year.',
  },
  fields: {
    publicBuyer: 'public buyer',
    leitwegId: 'Leitweg-ID',
    chart: 'chart of accounts',
    consultantNumber: 'consultant number',
    clientNumber: 'client number',
    accounts: 'revenue accounts',
    standard19: 'revenue account 19 %',
    standard7: 'revenue account 7 %',
    reverseCharge: 'revenue account § 13b UStG',
    exempt: 'revenue account tax-free',
    smallBusiness: 'revenue account § 19 UStG',
    at: 'reference date',
  },
};
