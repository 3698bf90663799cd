import { languageFromHeader, type CatalogueLanguage } from '@fachwerk/shared/i18n/server';

interface HasHeaders {
  headers: Record<string, string | string[] | undefined>;
}

/** The catalogue language of a request, from its Accept-Language header (German by default). */
export function requestLanguage(request: HasHeaders): CatalogueLanguage {
  const raw = request.headers['accept-language'];
  const header = Array.isArray(raw) ? raw[0] : raw;
  if (header === undefined) return languageFromHeader(undefined);
  // Clients send the same few headers again and again: remember their answers (bounded).
  let language = seen.get(header);
  if (language === undefined) {
    language = languageFromHeader(header);
    if (seen.size >= SEEN_LIMIT) seen.clear();
    seen.set(header, language);
  }
  return language;
}

const SEEN_LIMIT = 256;
const seen = new Map<string, CatalogueLanguage>();
