import { RelevantRankingCache } from './relevant-cache';

describe('RelevantRankingCache', () => {
  const page = (id: string) => ({ ranked: [{ id, score: 50 }], total: 1 });

  it('answers until the time-to-live ends', () => {
    let now = 0;
    const cache = new RelevantRankingCache(1_000, 10, () => now);
    cache.set('a', page('1'));
    now = 999;
    expect(cache.get('a')).toEqual(page('1'));
    now = 1_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = new RelevantRankingCache(60_000, 2);
    cache.set('a', page('1'));
    cache.set('b', page('2'));
    cache.get('a');
    cache.set('c', page('3'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual(page('1'));
    expect(cache.size).toBe(2);
  });

  it('clear forgets everything', () => {
    const cache = new RelevantRankingCache();
    cache.set('a', page('1'));
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });
});
