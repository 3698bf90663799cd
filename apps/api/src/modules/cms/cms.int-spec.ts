import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { and, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import {
  type CatalogueEntry,
  type CmsPageEntry,
  type CommonContent,
  type FaqEntry,
  type HomeResponse,
  type Paginated,
  type ToolEntry,
} from '@fachwerk/shared/contracts';
import { IS_PUBLIC } from '@fachwerk/server/core';
import { DB, inquiries, outbox, type Db } from '@fachwerk/server/db';
import { createApp } from '../../app/create-app';
import { loginDemoUsers, startTestApi, type DemoTokens, type TestApi } from '../../testing/test-api';
import { CONTENT_CRUD_CONTROLLERS } from './cms.module';
import { ContentController } from './content.controller';
import { PublicContentController } from './public-content.controller';
import { ToolsController } from './tools.controller';

let api: TestApi;
let tokens: DemoTokens;

beforeAll(async () => {
  api = await startTestApi('cms');
  tokens = await loginDemoUsers(api);
});

afterAll(async () => {
  await api?.close();
});

const db = () => api.app.get<Db>(DB);
const asAdmin = (path: string, method: string, json?: unknown, language = 'de') =>
  api.call(path, { method, json, token: tokens.admin, headers: { 'accept-language': language } });

interface WriteRoute {
  method: string;
  path: string;
}

/** Every non-public POST/PUT/PATCH/DELETE route of the content controllers, read from their metadata. */
function contentWriteRoutes(): WriteRoute[] {
  const controllers: Type<unknown>[] = [ContentController, PublicContentController, ToolsController, ...CONTENT_CRUD_CONTROLLERS];
  const routes: WriteRoute[] = [];
  for (const controller of controllers) {
    const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '/');
    const classPublic = Reflect.getMetadata(IS_PUBLIC, controller) === true;
    const proto = controller.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(proto)) {
      const handler = proto[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined || method === RequestMethod.GET) continue;
      if (classPublic || Reflect.getMetadata(IS_PUBLIC, handler) === true) continue;
      const sub = String(Reflect.getMetadata(PATH_METADATA, handler) ?? '');
      const path = `/${[base, sub].map((p) => p.replace(/^\/|\/$/g, '')).filter(Boolean).join('/')}`;
      routes.push({ method: RequestMethod[method], path });
    }
  }
  return routes;
}

async function firstId(path: string): Promise<string> {
  const { body } = await api.call<Paginated<{ _id: string }>>(`${path}?limit=1`, { token: tokens.admin });
  return body.data!.items[0]!._id;
}

describe('admin-only content writes', () => {
  it('answer 403 to client and supplier on every write route, 401 to guests', async () => {
    const routes = contentWriteRoutes();
    // 9 CRUD controllers × 3 writes + 3 tool writes
    expect(routes.length).toBeGreaterThanOrEqual(30);
    const serviceId = await firstId('/services');
    for (const route of routes) {
      const path = route.path.replace(':id', serviceId);
      for (const role of ['client', 'supplier'] as const) {
        const { status, body } = await api.call(path, { method: route.method, token: tokens[role], json: {} });
        expect({ route: `${route.method} ${path}`, role, status, code: body.code }).toEqual({
          route: `${route.method} ${path}`,
          role,
          status: 403,
          code: 'FORBIDDEN',
        });
      }
      const guest = await api.call(path, { method: route.method, json: {} });
      expect({ route: `${route.method} ${path}`, status: guest.status }).toEqual({ route: `${route.method} ${path}`, status: 401 });
    }
    // nothing was changed by the refused requests
    const services = await api.call<Paginated<CatalogueEntry>>('/services?limit=100');
    expect(services.body.data!.items.map((s) => s._id)).toContain(serviceId);
  });
});

describe('CMS pages', () => {
  it('strips <script>, on*= attributes and javascript: URLs before storing', async () => {
    const created = await asAdmin('/cms-pages', 'POST', {
      slug: 'sicherheit-test',
      titleDe: 'Sicherheit',
      titleEn: 'Security',
      descriptionDe: '<p>Hallo</p><script>alert("x")</script><img src="https://x.test/a.png" onerror="alert(1)"><a href="javascript:alert(2)">klick</a>',
      descriptionEn: '<p onclick="steal()">Hello</p><SCRIPT src="https://evil.test/x.js"></SCRIPT>',
      isHeader: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Der Eintrag wurde angelegt.');

    const { status, body } = await api.call<CmsPageEntry>('/cms-pages/slug/sicherheit-test');
    expect(status).toBe(200);
    const html = body.data!.descriptionDe + body.data!.descriptionEn;
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|alert|evil\.test/i);
    expect(body.data!.description).toContain('<p>Hallo</p>');
    expect(body.data!.descriptionEn).toBe('<p>Hello</p>');

    const en = await api.call<CmsPageEntry>('/cms-pages/slug/sicherheit-test', { headers: { 'accept-language': 'en' } });
    expect(en.body.data!.title).toBe('Security');
    // the new header page is in the common content too
    const content = await api.call<CommonContent>('/content');
    expect(content.body.data!.cmsList.find((p) => p.slug === 'sicherheit-test')).toMatchObject({ isHeader: true, title: 'Sicherheit' });
  });

  it('refuses to delete the three fixed pages with 409, deletes others', async () => {
    const { body } = await api.call<Paginated<CmsPageEntry>>('/cms-pages?limit=100', { token: tokens.admin });
    const fixed = body.data!.items.filter((p) => p.fixedKey !== null);
    expect(fixed.map((p) => p.fixedKey).sort()).toEqual(['imprint', 'privacy', 'terms']);
    for (const page of fixed) {
      const de = await asAdmin(`/cms-pages/${page._id}`, 'DELETE');
      expect(de.status).toBe(409);
      expect(de.body).toMatchObject({ status: false, code: 'CMS_PAGE_FIXED', message: expect.stringContaining('nicht gelöscht') });
      const en = await asAdmin(`/cms-pages/${page._id}`, 'DELETE', undefined, 'en');
      expect(en.body.message).toContain('cannot be deleted');
    }
    const stillThere = await api.call<Paginated<CmsPageEntry>>('/cms-pages?limit=100');
    expect(stillThere.body.data!.items.filter((p) => p.fixedKey).length).toBe(3);

    const other = body.data!.items.find((p) => p.slug === 'so-funktioniert-es')!;
    expect((await asAdmin(`/cms-pages/${other._id}`, 'DELETE')).status).toBe(200);
    expect((await api.call(`/cms-pages/slug/so-funktioniert-es`)).status).toBe(404);
    expect((await asAdmin(`/cms-pages/${other._id}`, 'DELETE')).status).toBe(404);
  });

  it('reports a taken slug on the slug field', async () => {
    const { status, body } = await asAdmin('/cms-pages', 'POST', {
      slug: 'impressum',
      titleDe: 'Doppelt',
      titleEn: 'Twice',
      descriptionDe: '<p>x</p>',
      descriptionEn: '<p>x</p>',
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ slug: ['Slug ist bereits vergeben.'] });
  });
});

describe('content cache', () => {
  it('serves the next /content and /home read fresh after an admin edit', async () => {
    const redis = new Redis(api.config.redisUrl);
    try {
      const before = await api.call<CommonContent>('/content');
      await api.call<HomeResponse>('/home');
      const key = `${api.config.redisPrefix}:content:common:de`;
      expect(await redis.exists(key)).toBe(1);
      const service = before.body.data!.serviceList.find((s) => s.name === 'Elektroinstallation')!;

      const patched = await asAdmin(`/services/${service._id}`, 'PATCH', { nameDe: 'Elektrotechnik' });
      expect(patched.status).toBe(200);
      expect(patched.body.message).toBe('Der Eintrag wurde gespeichert.');
      expect(await redis.exists(key)).toBe(0);

      const after = await api.call<CommonContent>('/content');
      expect(after.body.data!.serviceList.map((s) => s.name)).toContain('Elektrotechnik');
      expect(after.body.data!.serviceList.map((s) => s.name)).not.toContain('Elektroinstallation');
      const home = await api.call<HomeResponse>('/home');
      expect(home.body.data!.services.map((s) => s.name)).toContain('Elektrotechnik');

      // deactivating removes it from the public lists at once
      await asAdmin(`/services/${service._id}`, 'PATCH', { isActive: false });
      const hidden = await api.call<CommonContent>('/content');
      expect(hidden.body.data!.serviceList.map((s) => s._id)).not.toContain(service._id);
      await asAdmin(`/services/${service._id}`, 'PATCH', { isActive: true });
    } finally {
      redis.disconnect();
    }
  });
});

describe('tools', () => {
  it('returns the tools of the requested services in list order, active ones for non-admins', async () => {
    const services = (await api.call<Paginated<CatalogueEntry>>('/services?search=schwei')).body.data!.items;
    expect(services.map((s) => s.name)).toEqual(['Schweißen']);
    expect(services[0]!.toolCount).toBe(3);
    const list = (await api.call<Paginated<CatalogueEntry>>('/services?limit=100')).body.data!.items;
    const tiling = list.find((s) => s.nameDe === 'Fliesenleger')!;
    const welding = services[0]!;

    const added = await asAdmin(`/services/${tiling._id}/tools`, 'POST', { nameDe: 'Anmischrührwerk', nameEn: 'Paddle mixer', sortOrder: 0 });
    expect(added.status).toBe(201);
    const hiddenTool = await asAdmin(`/services/${tiling._id}/tools`, 'POST', { nameDe: 'Altes Gerät', nameEn: 'Old device', isActive: false });
    expect(hiddenTool.status).toBe(201);

    const { status, body } = await api.call<ToolEntry[]>('/tools/lists', { method: 'POST', json: { ids: [tiling._id, welding._id] } });
    expect(status).toBe(200);
    const names = body.data!.map((t) => t.nameDe);
    expect(names).toEqual(expect.arrayContaining(['Anmischrührwerk', 'Fliesenschneider', 'MIG/MAG-Schweißgerät', 'WIG-Schweißgerät']));
    expect(names).not.toContain('Altes Gerät');
    expect(names).toHaveLength(7);
    // sortOrder 0 comes first
    expect(names[0]).toBe('Anmischrührwerk');
    expect(new Set(body.data!.map((t) => t.serviceId))).toEqual(new Set([tiling._id, welding._id]));

    const adminView = await api.call<ToolEntry[]>('/tools/lists', { method: 'POST', token: tokens.admin, json: { ids: [tiling._id] } });
    expect(adminView.body.data!.map((t) => t.nameDe)).toContain('Altes Gerät');

    const perService = await api.call<Paginated<ToolEntry>>(`/services/${tiling._id}/tools`, { headers: { 'accept-language': 'en' } });
    expect(perService.body.data!.items.map((t) => t.name)).toEqual(['Paddle mixer', 'Tile cutter', 'Wet tile saw', 'Tile levelling system']);

    const tool = (added.body.data as ToolEntry)._id;
    expect((await asAdmin(`/tools/${tool}`, 'PATCH', { nameEn: 'Mixer' })).body.data).toMatchObject({ nameEn: 'Mixer' });
    expect((await asAdmin(`/tools/${tool}`, 'DELETE')).status).toBe(200);
    expect((await asAdmin(`/tools/${tool}`, 'DELETE')).status).toBe(404);
    expect((await api.call('/services/not-a-uuid/tools')).status).toBe(404);
  });
});

describe('lists: search, paging, status filter, order', () => {
  it('searches both languages and pages through the results', async () => {
    const de = await api.call<Paginated<CatalogueEntry>>('/skills?search=schein');
    expect(de.body.data!.items.map((s) => s.nameDe)).toEqual(['Staplerschein', 'Kranführerschein', 'Hubarbeitsbühnen-Schein (IPAF)', 'Führerschein Klasse C/CE']);
    const en = await api.call<Paginated<CatalogueEntry>>('/skills?search=LICENCE', { headers: { 'accept-language': 'en' } });
    expect(en.body.data!.items.map((s) => s.name)).toEqual(['Forklift licence', 'Crane operator licence', 'Driving licence class C/CE']);

    const page1 = await api.call<Paginated<CatalogueEntry>>('/skills?limit=8&page=1');
    const page3 = await api.call<Paginated<CatalogueEntry>>('/skills?limit=8&page=3');
    expect(page1.body.data).toMatchObject({ total: 20, page: 1, limit: 8 });
    expect(page1.body.data!.items).toHaveLength(8);
    expect(page3.body.data!.items).toHaveLength(4);
    expect(page3.body.data!.items.map((s) => s._id)).not.toContain(page1.body.data!.items[0]!._id);
  });

  it('shows inactive entries to admins only, filtered by status', async () => {
    const languages = (await api.call<Paginated<CatalogueEntry>>('/languages?limit=100')).body.data!.items;
    expect(languages).toHaveLength(10);
    const arabic = languages.find((l) => l.nameDe === 'Arabisch')!;
    await asAdmin(`/languages/${arabic._id}`, 'PATCH', { isActive: false });

    const inactive = await api.call<Paginated<CatalogueEntry>>('/languages?status=inactive', { token: tokens.admin });
    expect(inactive.body.data!.items.map((l) => l.nameDe)).toEqual(['Arabisch']);
    const active = await api.call<Paginated<CatalogueEntry>>('/languages?status=active&limit=100', { token: tokens.admin });
    expect(active.body.data!.total).toBe(9);
    const all = await api.call<Paginated<CatalogueEntry>>('/languages?status=all&limit=100', { token: tokens.admin });
    expect(all.body.data!.total).toBe(10);

    for (const token of [undefined, tokens.client]) {
      const other = await api.call<Paginated<CatalogueEntry>>('/languages?status=inactive&limit=100', { token });
      expect(other.body.data!.items.map((l) => l.nameDe)).not.toContain('Arabisch');
      expect(other.body.data!.total).toBe(9);
      expect((await api.call(`/languages/${arabic._id}`, { token })).status).toBe(404);
    }
    expect((await api.call(`/languages/${arabic._id}`, { token: tokens.admin })).status).toBe(200);
  });

  it('orders by sortOrder, then name', async () => {
    const created = await asAdmin('/shifts', 'POST', { nameDe: 'Bereitschaft', nameEn: 'On call', sortOrder: 1 });
    expect(created.status).toBe(201);
    const shifts = (await api.call<Paginated<CatalogueEntry>>('/shifts')).body.data!.items.map((s) => s.nameDe);
    // Frühschicht has sortOrder 1 too: same order, so the name decides
    expect(shifts.slice(0, 2)).toEqual(['Bereitschaft', 'Frühschicht (6–14 Uhr)']);
  });

  it('filters FAQs by audience (plus those for everybody)', async () => {
    const client = (await api.call<Paginated<FaqEntry>>('/faqs?audience=client&limit=100')).body.data!.items;
    expect(new Set(client.map((f) => f.audience))).toEqual(new Set(['client', 'all']));
    expect(client.filter((f) => f.audience === 'client').length).toBeGreaterThanOrEqual(5);
    const supplier = (await api.call<Paginated<FaqEntry>>('/faqs?audience=supplier&limit=100')).body.data!.items;
    expect(supplier.filter((f) => f.audience === 'supplier').length).toBeGreaterThanOrEqual(5);
    expect(supplier.some((f) => f.audience === 'client')).toBe(false);
  });
});

describe('validation names the field in de and en', () => {
  const cases: { name: string; path: string; method?: string; body: unknown; field: string; de: string; en: string; admin?: boolean }[] = [
    { name: 'catalogue entry', path: '/skills', body: { nameEn: 'x' }, field: 'nameDe', de: 'Das Feld Name (Deutsch) ist erforderlich.', en: 'The name (German) field is required.' },
    { name: 'tool', path: '/services/:service/tools', body: { nameDe: 'x' }, field: 'nameEn', de: 'Das Feld Name (Englisch) ist erforderlich.', en: 'The name (English) field is required.' },
    { name: 'cms page', path: '/cms-pages', body: { slug: 'Kein Slug!', titleDe: 'a', titleEn: 'a', descriptionDe: 'a', descriptionEn: 'a' }, field: 'slug', de: 'Slug darf nur Kleinbuchstaben, Zahlen und Bindestriche enthalten (z. B. ueber-uns).', en: 'The slug may only contain lower-case letters, numbers and hyphens (e.g. about-us).' },
    { name: 'cms page with an empty editor', path: '/cms-pages', body: { slug: 'leer', titleDe: 'a', titleEn: 'a', descriptionDe: '<p><br></p>', descriptionEn: 'a' }, field: 'descriptionDe', de: 'Das Feld Beschreibung (Deutsch) ist erforderlich.', en: 'The description (German) field is required.' },
    { name: 'faq', path: '/faqs', body: { audience: 'guests', questionDe: 'a', questionEn: 'a', answerDe: 'a', answerEn: 'a' }, field: 'audience', de: 'Zielgruppe muss einer der folgenden Werte sein: client, supplier, all.', en: 'The audience must be one of: client, supplier, all.' },
    { name: 'testimonial', path: '/testimonials', body: { authorName: 'a', company: 'b', quoteDe: 'c', quoteEn: 'd', rating: 6 }, field: 'rating', de: 'Bewertung darf nicht größer als 5 sein.', en: 'The rating may not be greater than 5.' },
    { name: 'logo', path: '/logos', body: { name: 'a', image: 'https://evil.test/x.png' }, field: 'image', de: 'Bild hat ein ungültiges Format.', en: 'The image has an invalid format.' },
    { name: 'logo link', path: '/logos', body: { name: 'a', image: '/api/v1/files/00000000-0000-4000-8000-000000000000', link: 'www.beispiel.de' }, field: 'link', de: 'Link muss eine gültige Adresse sein, die mit http:// oder https:// beginnt.', en: 'The link must be a valid address starting with http:// or https://.' },
    { name: 'home slide', path: '/home-slides', body: { titleDe: 'a', titleEn: 'a', subtitleDe: 'b', subtitleEn: 'b', ctaLink: 'javascript:alert(1)' }, field: 'ctaLink', de: 'Link der Schaltfläche hat ein ungültiges Format.', en: 'The button link has an invalid format.' },
    { name: 'tool lists', path: '/tools/lists', body: { ids: [] }, field: 'ids', de: 'Das Feld Leistungen ist erforderlich.', en: 'The services field is required.', admin: false },
    { name: 'inquiry', path: '/inquiries', body: { name: 'Max', email: 'kein-mail', subject: 'Frage', message: 'Hallo' }, field: 'email', de: 'Das Feld E-Mail-Adresse muss eine gültige E-Mail-Adresse enthalten.', en: 'The email must be a valid email address.', admin: false },
  ];

  it.each(cases)('$name', async ({ path, body, field, de, en, admin }) => {
    let resolved = path;
    if (path.includes(':service')) resolved = path.replace(':service', await firstId('/services'));
    for (const [language, expected] of [['de', de], ['en', en]] as const) {
      const { status, body: answer } = await api.call(resolved, {
        method: 'POST',
        json: body,
        token: admin === false ? undefined : tokens.admin,
        headers: { 'accept-language': language },
      });
      expect(status).toBe(400);
      expect(answer.code).toBe('VALIDATION_FAILED');
      expect(answer.errors?.[field]).toEqual([expected]);
    }
  });

  it('PATCH validates only the given fields and 404s on an unknown id', async () => {
    const skill = await firstId('/skills');
    const bad = await asAdmin(`/skills/${skill}`, 'PATCH', { nameDe: '', sortOrder: 'x' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['nameDe', 'sortOrder']);
    expect((await asAdmin('/skills/00000000-0000-4000-8000-000000000000', 'PATCH', { nameDe: 'x' })).status).toBe(404);
    expect((await asAdmin('/skills/nope', 'PATCH', { nameDe: 'x' })).status).toBe(404);
  });
});

describe('inquiries', () => {
  it('stores the inquiry and queues a mail to SUPPORT_EMAIL in the outbox', async () => {
    const { status, body } = await api.call<{ _id: string }>('/inquiries', {
      method: 'POST',
      json: { name: 'Jana Schulz', email: 'jana@schulz-bau.test', company: 'Schulz Bau', subject: 'Rahmenvertrag', message: 'Wir suchen 4 Elektriker ab März.' },
    });
    expect(status).toBe(201);
    expect(body.message).toBe('Vielen Dank für Ihre Anfrage. Wir melden uns so schnell wie möglich bei Ihnen.');
    const [stored] = await db().select().from(inquiries).where(eq(inquiries.id, body.data!._id));
    expect(stored).toMatchObject({ email: 'jana@schulz-bau.test', subject: 'Rahmenvertrag', language: 'de' });
    const rows = await db().select().from(outbox).where(and(eq(outbox.queue, 'mail')));
    const mail = rows.map((r) => r.payload as { to: string; template: string; data: Record<string, unknown> }).find((p) => p.data['inquiryId'] === body.data!._id);
    expect(mail).toMatchObject({ to: api.config.supportEmail, template: 'inquiry', data: { fromEmail: 'jana@schulz-bau.test', message: 'Wir suchen 4 Elektriker ab März.' } });
  });

  it('is rate-limited per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await api.call('/inquiries', { method: 'POST', json: { name: 'Spam', email: 'spam@x.test', subject: 's', message: 'm' } })).status);
    }
    expect(statuses).toContain(429);
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(8);
  });
});

describe('home, sitemap and robots', () => {
  it('serves the home page content in the request language', async () => {
    const { body } = await api.call<HomeResponse>('/home', { headers: { 'accept-language': 'en' } });
    expect(body.data!.slides).toHaveLength(3);
    expect(body.data!.slides[0]!.title).toBe('Skilled workers for your site');
    expect(body.data!.services.length).toBeGreaterThanOrEqual(12);
    expect(body.data!.services.every((s) => s.tools.length > 0)).toBe(true);
    expect(body.data!.testimonials.length).toBeGreaterThanOrEqual(4);
    expect(body.data!.logos).toHaveLength(6);
    const logo = await fetch(`${api.baseUrl}${body.data!.logos[0]!.image}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('lists public pages and a new CMS page in sitemap.xml; robots.txt names it', async () => {
    await asAdmin('/cms-pages', 'POST', { slug: 'karriere', titleDe: 'Karriere', titleEn: 'Careers', descriptionDe: '<p>Jobs</p>', descriptionEn: '<p>Jobs</p>' });
    const sitemap = await fetch(`${api.baseUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    const base = api.config.api.publicUrl.replace(/\/$/, '');
    expect(xml).toContain(`<loc>${base}/cms-page/karriere</loc>`);
    expect(xml).toContain(`<loc>${base}/faqs</loc>`);
    expect(xml).toContain(`<loc>${base}/cms-page/impressum</loc>`);
    expect(xml).not.toContain(':slug');
    expect(xml).not.toContain('/dashboard');

    const robots = await fetch(`${api.baseUrl}/robots.txt`);
    const text = await robots.text();
    expect(text).toContain(`Sitemap: ${base}/sitemap.xml`);
    expect(text).toContain('Disallow: /dashboard');
    expect(text).not.toMatch(/Disallow: \/faqs/);
  });
});

// Last in this file: passport keeps one global 'jwt' strategy, so a second app in this process takes
// over token checks until it closes.
describe('content cache across instances', () => {
  it('refreshes the in-memory cache of another instance on an admin edit', async () => {
    const other = await createApp(api.config);
    await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = other.getHttpServer().address() as { port: number };
      const read = async () =>
        ((await (await fetch(`http://127.0.0.1:${port}/api/v1/content`)).json()) as { data: CommonContent }).data.shiftList.map((s) => s.name);
      expect(await read()).toContain('Wochenendschicht');
      const weekend = (await api.call<CommonContent>('/content')).body.data!.shiftList.find((s) => s.name === 'Wochenendschicht')!;
      await asAdmin(`/shifts/${weekend._id}`, 'PATCH', { nameDe: 'Wochenend- und Feiertagsschicht' });
      // the invalidation travels by Redis pub/sub: allow it a moment
      let names: string[] = [];
      for (let attempt = 0; attempt < 20; attempt++) {
        names = await read();
        if (names.includes('Wochenend- und Feiertagsschicht')) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(names).toContain('Wochenend- und Feiertagsschicht');
      expect(names).not.toContain('Wochenendschicht');
    } finally {
      await other.close();
    }
  });
});
