import { gzipSync } from 'node:zlib';
import { jsBudget, jsByOrigin, median, overhead, table } from './measure.mjs';

describe('bench measures', () => {
  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('sums gzip sizes of scripts per origin', () => {
    const big = Buffer.from('const a = 1;\n'.repeat(500));
    const small = Buffer.from('x()');
    const result = jsByOrigin([
      { url: 'http://127.0.0.1:4200/main.js', body: big },
      { url: 'http://127.0.0.1:4200/vendor.js', body: small },
      { url: 'http://127.0.0.1:4201/remoteEntry.js', body: small },
    ]);
    expect(result.get('http://127.0.0.1:4200')).toEqual({
      files: 2,
      raw: big.length + small.length,
      gzip: gzipSync(big, { level: 9 }).length + gzipSync(small, { level: 9 }).length,
    });
    expect(result.get('http://127.0.0.1:4201')?.files).toBe(1);
  });

  it('applies the initial-JS budget: remote ≤ 75 KB, shell + remote ≤ 200 KB', () => {
    expect(jsBudget({ shellGzip: 120 * 1024, remoteGzip: 75 * 1024 })).toEqual({
      remoteOk: true,
      totalOk: true,
    });
    expect(jsBudget({ shellGzip: 130 * 1024, remoteGzip: 75 * 1024 })).toEqual({
      remoteOk: true,
      totalOk: false,
    });
    expect(jsBudget({ shellGzip: 10 * 1024, remoteGzip: 76 * 1024 }).remoteOk).toBe(false);
  });

  it('reports the throughput ratio of medians against the 0.6 target', () => {
    const round = (api: number, bare: number) => ({ api: { rps: api, p99: 9 }, bare: { rps: bare, p99: 4 } });
    const result = overhead([round(6000, 10000), round(7000, 10000), round(100, 10000)]);
    expect(result.ratio).toBeCloseTo(0.6);
    expect(result.ok).toBe(true);
    expect(overhead([round(5000, 10000)]).ok).toBe(false);
  });

  it('prints aligned tables', () => {
    expect(table(['a', 'bb'], [['ccc', 1]]).split('\n')).toEqual(['a    bb', '---  --', 'ccc  1 ']);
  });
});
