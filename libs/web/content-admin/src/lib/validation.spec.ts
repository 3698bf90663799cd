import type { FieldSpec } from './resource';
import { toPayload, validateForm } from './validation';

const fields: FieldSpec[] = [
  { name: 'titleDe', labelKey: 'adminContent.fields.titleDe', kind: 'text', required: true, max: 10 },
  { name: 'slug', labelKey: 'adminContent.fields.slug', kind: 'slug', required: true, max: 120 },
  { name: 'descriptionDe', labelKey: 'adminContent.fields.descriptionDe', kind: 'html', required: true },
  { name: 'rating', labelKey: 'adminContent.fields.rating', kind: 'number', required: true, min: 1, max: 5 },
  { name: 'link', labelKey: 'adminContent.fields.link', kind: 'text', url: true, nullable: true },
  { name: 'isHeader', labelKey: 'adminContent.fields.isHeader', kind: 'checkbox' },
];

const valid = {
  titleDe: 'Über uns',
  slug: 'ueber-uns',
  descriptionDe: '<p>Text</p>',
  rating: '4',
  link: '',
  isHeader: true,
};

describe('validateForm (§5 rules)', () => {
  it('accepts a complete form', () => {
    expect(validateForm(fields, valid)).toEqual({});
  });

  it('reports required fields, also an HTML field holding only empty markup', () => {
    expect(validateForm(fields, { ...valid, titleDe: '   ', descriptionDe: '<p><br></p>' })).toEqual({
      titleDe: { key: 'validation.required' },
      descriptionDe: { key: 'validation.required' },
    });
  });

  it('reports max length, numbers out of range or not numeric, a bad slug and a bad URL', () => {
    expect(
      validateForm(fields, {
        ...valid,
        titleDe: 'Elf Zeichen',
        rating: '7',
        slug: 'Über Uns',
        link: 'ftp://x',
      }),
    ).toEqual({
      titleDe: { key: 'validation.max.string', params: { max: 10 } },
      rating: { key: 'validation.max.numeric', params: { max: 5 } },
      slug: { key: 'adminContent.validation.slug' },
      link: { key: 'adminContent.validation.url' },
    });
    expect(validateForm(fields, { ...valid, rating: 'drei' }).rating).toEqual({ key: 'validation.numeric' });
    expect(validateForm(fields, { ...valid, rating: '0' }).rating).toEqual({
      key: 'validation.min.numeric',
      params: { min: 1 },
    });
  });
});

describe('toPayload', () => {
  it('trims texts, sends numbers as numbers, flags as booleans and an empty nullable field as null', () => {
    expect(toPayload(fields, { ...valid, titleDe: '  Über uns ' })).toEqual({
      titleDe: 'Über uns',
      slug: 'ueber-uns',
      descriptionDe: '<p>Text</p>',
      rating: 4,
      link: null,
      isHeader: true,
    });
  });
});
