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
};
