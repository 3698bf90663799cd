import { stripEmpty } from './strip-empty';

describe('stripEmpty', () => {
  it('removes empty strings, arrays and objects, recursively', () => {
    expect(
      stripEmpty({
        firstName: 'Anna',
        lastName: '',
        skills: [],
        address: {},
        contact: { phone: '', email: 'a@b.de' },
        nested: { inner: { gone: '' } },
        references: [{ name: '', number: '' }, { name: 'Bob', number: '1' }],
      }),
    ).toEqual({ firstName: 'Anna', contact: { email: 'a@b.de' }, references: [{ name: 'Bob', number: '1' }] });
  });

  it('keeps 0, false and null', () => {
    expect(stripEmpty({ termAndCondition: 0, isAddFavorite: false, profilePic: null })).toEqual({
      termAndCondition: 0,
      isAddFavorite: false,
      profilePic: null,
    });
  });

  it('leaves FormData untouched', () => {
    const form = new FormData();
    form.append('images', 'x');
    expect(stripEmpty(form)).toBe(form);
  });
});
