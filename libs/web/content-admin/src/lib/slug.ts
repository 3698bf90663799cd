const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'ae', Ö: 'oe', Ü: 'ue' };

/**
 * A URL slug from a (German) title, in the form the API accepts (contracts' `rules.slug`: `a-z0-9` words joined by `-`):
 * umlauts and ß are spelled out, other accents dropped, everything else becomes a separator.
 */
export function slugify(title: string, max = 120): string {
  return title
    .replace(/[äöüßÄÖÜ]/g, (c) => UMLAUTS[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}
