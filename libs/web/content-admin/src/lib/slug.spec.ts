import { isSlug } from '@fachwerk/shared/contracts/rules';
import { slugify } from './slug';

describe('slugify', () => {
  it('spells out umlauts and ß and joins words with hyphens', () => {
    expect(slugify('Über uns')).toBe('ueber-uns');
    expect(slugify('Große Straße – Öffnungszeiten!')).toBe('grosse-strasse-oeffnungszeiten');
    expect(slugify('  Café & Co.  ')).toBe('cafe-co');
  });

  it('always yields what the API accepts, cut to the maximum length', () => {
    const slug = slugify('Arbeitsschutz auf der Baustelle '.repeat(10), 40);
    expect(slug.length).toBeLessThanOrEqual(40);
    expect(isSlug(slug)).toBe(true);
  });
});
