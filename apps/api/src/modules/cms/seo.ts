import { APP_ROUTES } from '@fachwerk/shared/contracts';

const xmlEscape = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);

const absolute = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;

/** Public routes of the web app without path parameters (/, /faqs, …). */
export const PUBLIC_STATIC_PATHS = APP_ROUTES.filter((r) => r.access === 'public' && !r.path.includes(':')).map((r) => r.path);

/** sitemap.xml: the public pages plus `/cms-page/<slug>` of every active CMS page, as absolute URLs. */
export function buildSitemap(publicUrl: string, cmsSlugs: string[]): string {
  const paths = [...PUBLIC_STATIC_PATHS, ...cmsSlugs.map((slug) => `/cms-page/${encodeURIComponent(slug)}`)];
  const urls = paths.map((path) => `  <url><loc>${xmlEscape(absolute(publicUrl, path))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** First path segment of every logged-in route (/dashboard, /jobs, …), disallowed for crawlers. */
export const LOGGED_IN_PREFIXES = [
  ...new Set(APP_ROUTES.filter((r) => r.access === 'auth').map((r) => `/${r.path.split('/')[1] ?? ''}`)),
].filter((p) => p !== '/' && !PUBLIC_STATIC_PATHS.some((pub) => pub !== '/' && pub.startsWith(p)));

/** robots.txt: public pages allowed, logged-in areas disallowed, the sitemap named. */
export function buildRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...LOGGED_IN_PREFIXES.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${absolute(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
