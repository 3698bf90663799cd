import { EMPTY_SUPPLIER_FORM, STEPS, type SupplierForm } from './supplier-form';

/** Local storage key of the supplier registration draft (kept until the registration is submitted). */
export const SUPPLIER_DRAFT_KEY = 'fachwerk.registrationDraft.supplier';

export interface StoredSupplierDraft {
  step: number;
  form: SupplierForm;
}

/** Passwords never go to local storage: after a reload they are typed again. */
const withoutSecrets = (form: SupplierForm): SupplierForm => ({ ...form, password: '', password_confirmation: '' });

export function saveSupplierDraft(draft: StoredSupplierDraft, storage: Storage = localStorage): void {
  try {
    storage.setItem(SUPPLIER_DRAFT_KEY, JSON.stringify({ step: draft.step, form: withoutSecrets(draft.form) }));
  } catch {
    /* storage full or blocked: the draft then lives for this page view only */
  }
}

/** The stored draft merged over the empty form (fields added later get their defaults); null when none. */
export function loadSupplierDraft(storage: Storage = localStorage): StoredSupplierDraft | null {
  try {
    const raw = storage.getItem(SUPPLIER_DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredSupplierDraft>;
    if (!parsed || typeof parsed.form !== 'object' || parsed.form === null) return null;
    const step = typeof parsed.step === 'number' && parsed.step >= 0 && parsed.step < STEPS.length ? parsed.step : 0;
    return { step, form: { ...EMPTY_SUPPLIER_FORM, ...parsed.form, password: '', password_confirmation: '' } };
  } catch {
    return null;
  }
}

export function clearSupplierDraft(storage: Storage = localStorage): void {
  storage.removeItem(SUPPLIER_DRAFT_KEY);
}
