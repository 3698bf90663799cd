import { languageFromHeader, type CatalogueLanguage } from '@fachwerk/shared/i18n/server';

interface HasHeaders {
  headers: Record<string, string | string[] | undefined>;
}

/** The catalogue language of a request, from its Accept-Language header (German by default). */
export function requestLanguage(request: HasHeaders): CatalogueLanguage {
  const header = request.headers['accept-language'];
  return languageFromHeader(Array.isArray(header) ? header[0] : header);
}
