import { showToast } from './toasts';

/**
 * Side effects of the API layer (toasts, navigation). The shell wires navigation to its router;
 * tests replace them. Kept behind this seam so the API layer stays testable without a DOM.
 */
export interface ApiEffects {
  notifyError(message: string): void;
  notifySuccess(message: string): void;
  navigate(path: string): void;
  /** Localised text for a key (the shell wires i18next). */
  translate(key: string): string;
}

const defaults: ApiEffects = {
  notifyError: (message) => showToast('error', message),
  notifySuccess: (message) => showToast('success', message),
  navigate: (path) => {
    window.location.assign(path);
  },
  translate: (key) => key,
};

let effects: ApiEffects = { ...defaults };

export function configureApiEffects(overrides: Partial<ApiEffects>): void {
  effects = { ...effects, ...overrides };
}

export function resetApiEffects(): void {
  effects = { ...defaults };
}

export function apiEffects(): ApiEffects {
  return effects;
}
