import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * docs/security/asvs.md stays true to itself: the summary counts equal the requirement rows of each
 * chapter, every row has a status (test, open or n/a) with its evidence or reason, and every file a
 * row names as evidence exists.
 */
const ROOT = process.cwd();
const DOC = readFileSync(path.join(ROOT, 'docs/security/asvs.md'), 'utf8');

interface Row {
  req: string;
  status: string;
  evidence: string;
}
const chapters = new Map<string, Row[]>();
for (const m of DOC.matchAll(/^\| (\d+)\.(\d+)\.(\d+) \| [12] \| .*? \| (\*\*open\*\*|test|n\/a) \| (.*) \|\s*$/gm)) {
  const chapter = `V${m[1]}`;
  chapters.set(chapter, [...(chapters.get(chapter) ?? []), { req: `${m[1]}.${m[2]}.${m[3]}`, status: m[4].replace(/\*/g, ''), evidence: m[5] }]);
}
const summary = new Map(
  [...DOC.matchAll(/^\| (V\d+) [^|]+\| (\d+) \| (\d+) \| (\d+) \| (\d+) \| (\d+) \|\s*$/gm)].map((m) => [m[1], m.slice(2, 7).map(Number)]),
);
const countsOf = (rows: Row[]) => {
  const n = (s: string) => rows.filter((r) => r.status === s).length;
  return [rows.length, rows.length - n('n/a'), n('test'), n('open'), n('n/a')];
};

describe('ASVS map (docs/security/asvs.md)', () => {
  it('has every requirement row of the 17 chapters', () => {
    expect(chapters.size).toBe(17);
    const all = [...chapters.values()].flat();
    expect(new Set(all.map((r) => r.req)).size).toBe(all.length);
    expect(all.length).toBe(253);
  });

  it('summarises each chapter with the counts of its rows', () => {
    for (const [chapter, rows] of chapters) expect([chapter, summary.get(chapter)]).toEqual([chapter, countsOf(rows)]);
    const total = [...DOC.matchAll(/^\| \*\*all\*\* \|(.*)\|\s*$/gm)][0]?.[1].match(/\d+/g)?.map(Number);
    expect(total).toEqual(countsOf([...chapters.values()].flat()));
  });

  it('gives every row its evidence or reason, and every named file exists', () => {
    const missing: string[] = [];
    for (const row of [...chapters.values()].flat()) {
      expect([row.req, row.evidence.trim().length > 3]).toEqual([row.req, true]);
      for (const file of row.evidence.matchAll(/\b((?:apps|libs|docs|tools|deploy)\/[\w./-]+\.(?:ts|tsx|mjs|md|json|yaml|yml|conf))\b/g))
        if (!existsSync(path.join(ROOT, file[1]))) missing.push(`${row.req}: ${file[1]}`);
    }
    expect(missing).toEqual([]);
  });
});
