import { parseQueryString } from './query-string';

describe('parseQueryString', () => {
  it('turns bracket keys into arrays, also for a single value', () => {
    expect({ ...parseQueryString('skills[]=Schwei%C3%9Fen&skills[]=Trockenbau&page=2') }).toEqual({
      skills: ['Schweißen', 'Trockenbau'],
      page: '2',
    });
    expect({ ...parseQueryString('languages[]=de') }).toEqual({ languages: ['de'] });
  });

  it('keeps plain keys and cannot be used to pollute prototypes', () => {
    const parsed = parseQueryString('__proto__[]=x&limit=10');
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    expect(({} as Record<string, unknown>)['x']).toBeUndefined();
    expect(parsed['limit']).toBe('10');
  });
});
