import { DEFAULT_LANGUAGE, STORAGE_KEYS, isLanguage, isUserType, type Language, type UserData } from '@fachwerk/shared/contracts';

/** Session data kept in local storage (§3): tokens, userData and the chosen language. */
export interface StoredSession {
  accessToken: string | null;
  refreshToken: string | null;
  userData: UserData | null;
  language: Language;
}

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

function readUserData(raw: string | null): UserData | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<UserData> | null;
    return parsed && isUserType(parsed.userType) ? (parsed as UserData) : null;
  } catch {
    return null;
  }
}

export function loadStoredSession(): StoredSession {
  const s = storage();
  const language = s?.getItem(STORAGE_KEYS.language);
  const accessToken = s?.getItem(STORAGE_KEYS.accessToken) ?? null;
  const userData = readUserData(s?.getItem(STORAGE_KEYS.userData) ?? null);
  return {
    // A token without user data (or the reverse) is no session.
    accessToken: accessToken && userData ? accessToken : null,
    refreshToken: s?.getItem(STORAGE_KEYS.refreshToken) ?? null,
    userData: accessToken ? userData : null,
    language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
  };
}

const write = (s: Storage, key: string, value: string | null) =>
  value === null ? s.removeItem(key) : s.setItem(key, value);

export function saveStoredSession(session: StoredSession): void {
  const s = storage();
  if (!s) return;
  write(s, STORAGE_KEYS.accessToken, session.accessToken);
  write(s, STORAGE_KEYS.refreshToken, session.refreshToken);
  write(s, STORAGE_KEYS.userData, session.userData ? JSON.stringify(session.userData) : null);
  s.setItem(STORAGE_KEYS.language, session.language);
}
