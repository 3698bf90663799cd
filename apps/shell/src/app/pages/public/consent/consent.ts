import { DEFAULT_LANGUAGE, STORAGE_KEYS } from '@fachwerk/shared/contracts';

/**
 * Consent for third-party scripts (the page-translation widget). Nothing third-party is requested
 * before the choice `accepted` is stored; the choice lives in local storage (STORAGE_KEYS.consent).
 */
export type ConsentChoice = 'accepted' | 'declined';

/** The page-translation widget (Google-Translate-style element script); it calls TRANSLATE_CALLBACK. */
export const TRANSLATE_CALLBACK = 'fwTranslateInit';
export const TRANSLATE_SCRIPT_URL = `https://translate.google.com/translate_a/element.js?cb=${TRANSLATE_CALLBACK}`;
/** id of the element the widget renders into */
export const TRANSLATE_ELEMENT_ID = 'fw-translate';
const SCRIPT_ID = 'fw-translate-script';

interface ConsentState {
  choice: ConsentChoice | null;
  /** the banner is shown: no choice yet, or reopened from the footer */
  bannerOpen: boolean;
}

function readChoice(): ConsentChoice | null {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.consent);
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

let state: ConsentState = { choice: readChoice(), bannerOpen: readChoice() === null };
const listeners = new Set<() => void>();
const update = (next: Partial<ConsentState>) => {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
};

export const consentStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => state,
  /** Stores the choice, closes the banner, and loads or removes the third-party script. */
  choose(choice: ConsentChoice) {
    try {
      localStorage.setItem(STORAGE_KEYS.consent, choice);
    } catch {
      // storage unavailable (private mode): the choice holds for this page view
    }
    update({ choice, bannerOpen: false });
    if (choice === 'accepted') loadTranslateWidget();
    else removeTranslateWidget();
  },
  /** Footer link "cookie settings": shows the banner again. */
  openSettings() {
    update({ bannerOpen: true });
  },
  /** Re-reads the stored choice (tests, another tab). */
  reload() {
    const choice = readChoice();
    state = { choice, bannerOpen: choice === null };
    listeners.forEach((l) => l());
  },
};

interface TranslateGlobal {
  google?: { translate?: { TranslateElement?: new (options: object, elementId: string) => unknown } };
  [TRANSLATE_CALLBACK]?: () => void;
}

/** Appends the widget script once (only ever called after consent). */
export function loadTranslateWidget(): void {
  if (document.getElementById(SCRIPT_ID)) return;
  const w = window as unknown as TranslateGlobal;
  w[TRANSLATE_CALLBACK] = () => {
    const TranslateElement = w.google?.translate?.TranslateElement;
    if (TranslateElement && document.getElementById(TRANSLATE_ELEMENT_ID))
      new TranslateElement({ pageLanguage: DEFAULT_LANGUAGE, autoDisplay: false }, TRANSLATE_ELEMENT_ID);
  };
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.src = TRANSLATE_SCRIPT_URL;
  script.async = true;
  document.head.appendChild(script);
}

/** After a withdrawn consent: the script tag goes; what it already set up ends with the next page load. */
function removeTranslateWidget(): void {
  document.getElementById(SCRIPT_ID)?.remove();
}
