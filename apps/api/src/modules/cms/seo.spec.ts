import { buildRobots, buildSitemap, LOGGED_IN_PREFIXES, PUBLIC_STATIC_PATHS } from './seo';

describe('sitemap and robots', () => {
  it('lists the public pages without parameters plus the CMS pages, as absolute URLs', () => {
    const xml = buildSitemap('https://fachwerk.test/', ['impressum', 'a&b']);
    expect(PUBLIC_STATIC_PATHS).toEqual(['/', '/about-us', '/contact-us', '/delete-account', '/faqs', '/company', '/service-provider', '/category']);
    expect(xml).toContain('<loc>https://fachwerk.test/</loc>');
    expect(xml).toContain('<loc>https://fachwerk.test/faqs</loc>');
    expect(xml).toContain('<loc>https://fachwerk.test/cms-page/impressum</loc>');
    expect(xml).toContain('<loc>https://fachwerk.test/cms-page/a%26b</loc>');
    expect(xml).not.toContain('/login');
  });

  it('disallows the logged-in areas and names the sitemap', () => {
    const robots = buildRobots('https://fachwerk.test');
    expect(LOGGED_IN_PREFIXES).toEqual(expect.arrayContaining(['/dashboard', '/jobs', '/invoice', '/worker', '/messages']));
    expect(robots).toContain('Disallow: /dashboard\n');
    expect(robots).toContain('Sitemap: https://fachwerk.test/sitemap.xml');
    for (const path of PUBLIC_STATIC_PATHS.filter((p) => p !== '/')) expect(robots).not.toContain(`Disallow: ${path}\n`);
  });
});
