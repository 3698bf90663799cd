import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { toFieldIssues } from '@fachwerk/server/core';
import {
  CatalogueEntryInputDto,
  CatalogueEntryPatchDto,
  CmsPageInputDto,
  ContentListQueryDto,
  InquiryRequestDto,
  LogoInputDto,
  TestimonialInputDto,
} from './content-admin.dto';

/** field → catalogue keys of the messages, as the global pipe reports them */
async function issues<T extends object>(type: new () => T, plain: object): Promise<Record<string, string[]>> {
  const errors = await validate(plainToInstance(type, plain), { whitelist: true, forbidNonWhitelisted: true });
  const out: Record<string, string[]> = {};
  for (const issue of toFieldIssues(errors)) (out[issue.field] ??= []).push(issue.messageKey);
  return out;
}

describe('content DTOs', () => {
  it('require both names of a catalogue entry and trim them', async () => {
    expect(await issues(CatalogueEntryInputDto, {})).toEqual({ nameDe: ['validation.required'], nameEn: ['validation.required'] });
    expect(await issues(CatalogueEntryInputDto, { nameDe: '   ', nameEn: 'x' })).toEqual({ nameDe: ['validation.required'] });
    expect(await issues(CatalogueEntryInputDto, { nameDe: 'a'.repeat(121), nameEn: 'x' })).toEqual({ nameDe: ['validation.max.string'] });
    expect(await issues(CatalogueEntryInputDto, { nameDe: 'x', nameEn: 'y', sortOrder: -1, isActive: 'yes' })).toEqual({
      sortOrder: ['validation.min.numeric'],
      isActive: ['validation.type'],
    });
  });

  it('make every field optional on PATCH, but still check given ones', async () => {
    expect(await issues(CatalogueEntryPatchDto, {})).toEqual({});
    expect((await issues(CatalogueEntryPatchDto, { nameEn: 42 }))['nameEn']).toContain('validation.type');
    expect(await issues(CatalogueEntryPatchDto, { evil: 1 })).toEqual({ evil: ['validation.unknown'] });
  });

  it('accept lower-case slugs with hyphens only (contracts rules.slug, as the web form)', async () => {
    const page = { titleDe: 'a', titleEn: 'a', descriptionDe: 'a', descriptionEn: 'a' };
    expect(await issues(CmsPageInputDto, { ...page, slug: 'ueber-uns' })).toEqual({});
    expect(await issues(CmsPageInputDto, { ...page, slug: ' ueber-uns ' })).toEqual({});
    for (const slug of ['Über uns', '../etc', '-x', 'a--b']) {
      expect(await issues(CmsPageInputDto, { ...page, slug })).toEqual({ slug: ['validation.slug'] });
    }
  });

  it('count an editor holding only empty markup as a missing required text (contracts rules.requiredHtml)', async () => {
    const page = { slug: 'karriere', titleDe: 'a', titleEn: 'a', descriptionEn: '<p>Jobs</p>' };
    expect(await issues(CmsPageInputDto, { ...page, descriptionDe: '<p><br></p>' })).toEqual({ descriptionDe: ['validation.required'] });
    expect(await issues(CmsPageInputDto, { ...page, descriptionDe: '' })).toEqual({ descriptionDe: ['validation.required'] });
    expect(await issues(CmsPageInputDto, { ...page, descriptionDe: '<p>Wir suchen <b>Sie</b>.</p>' })).toEqual({});
  });

  it('allow only upload paths as images and http(s) links', async () => {
    const id = '8c5d0c3e-5b0a-4c1e-9d7e-1f2a3b4c5d6e';
    expect(await issues(LogoInputDto, { name: 'A', image: `/api/v1/files/${id}`, link: 'https://a.test' })).toEqual({});
    for (const link of ['javascript:alert(1)', 'www.a.test', 'ftp://a.test']) {
      expect(await issues(LogoInputDto, { name: 'A', image: `/api/v1/files/${id}`, link })).toEqual({ link: ['validation.url'] });
    }
    expect(await issues(LogoInputDto, { name: 'A', image: `/api/v1/files/${id}`, link: null })).toEqual({});
    expect(await issues(TestimonialInputDto, { authorName: 'a', company: 'b', quoteDe: 'c', quoteEn: 'd', rating: 3, photo: null })).toEqual({});
    expect(await issues(TestimonialInputDto, { authorName: 'a', company: 'b', quoteDe: 'c', quoteEn: 'd', rating: 0, photo: 'x.png' })).toEqual({
      rating: ['validation.min.numeric'],
      photo: ['validation.type'],
    });
  });

  it('check the contact form', async () => {
    expect(await issues(InquiryRequestDto, { name: 'Max', email: 'max@firma.test', subject: 'Frage', message: 'Hallo' })).toEqual({});
    expect(await issues(InquiryRequestDto, { name: '', email: 'x', subject: 'a', message: '', phone: 'abc' })).toEqual({
      name: ['validation.required'],
      email: ['validation.email'],
      message: ['validation.required'],
      phone: ['validation.phone'],
    });
  });

  it('convert paging from the query string and cap the limit', async () => {
    const query = plainToInstance(ContentListQueryDto, { page: '2', limit: '50', status: 'inactive' });
    expect(await validate(query)).toEqual([]);
    expect(query).toMatchObject({ page: 2, limit: 50, status: 'inactive' });
    expect(await issues(ContentListQueryDto, { limit: '101', status: 'deleted' })).toEqual({
      limit: ['validation.max.numeric'],
      status: ['validation.in'],
    });
  });
});
