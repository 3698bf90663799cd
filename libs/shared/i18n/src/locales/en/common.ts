import type { common as de } from '../de/common';

export const common: typeof de = {
  common: {
    appName: 'Fachwerk',
    yes: 'Yes',
    no: 'No',
    cancel: 'Cancel',
    confirm: 'Confirm',
    delete: 'Delete',
    close: 'Close',
    save: 'Save',
    back: 'Back',
    retry: 'Try again',
    loading: 'Loading …',
    seeMore: 'See more',
    seeLess: 'See less',
  },
  languages: { de: 'Deutsch', en: 'English' },
  clientIndustry: {
    options: {
      constructionMain: 'Main construction trade (e.g. building, civil and road construction)',
      constructionFinishing: 'Construction-related trade (not covered by the Baubetriebe-Verordnung)',
      manufacturing: 'Manufacturing and production',
      logistics: 'Logistics and warehousing',
      crafts: 'Crafts (outside construction)',
      retail: 'Retail and trade',
      hospitality: 'Hospitality',
      services: 'Services',
      other: 'Other industry',
    },
    choose: 'Please choose',
    notStated: 'Not stated',
    hint: 'Staff may be lent to businesses of the main construction trade only under an exception of § 1b AÜG; for resource jobs we then ask which one applies.',
  },
};
