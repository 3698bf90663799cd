import { serializeQuery } from './query-string';

describe('serializeQuery', () => {
  it('writes arrays in bracket format', () => {
    expect(serializeQuery({ skills: ['a', 'b'] })).toBe('skills[]=a&skills[]=b');
  });

  it('keeps scalars, encodes values and skips empty ones', () => {
    expect(serializeQuery({ page: 2, q: 'Maler & Lackierer', empty: '', none: undefined, nil: null, flag: false })).toBe(
      'page=2&q=Maler%20%26%20Lackierer&flag=false',
    );
  });

  it('sends nothing for an empty array', () => {
    expect(serializeQuery({ skills: [], page: 1 })).toBe('page=1');
  });
});
