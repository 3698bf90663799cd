import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * ASVS 5.0 V13.4.1: the production images carry no source-control metadata (.git) and none of the
 * source tree. tools/docker/images.sh assembles a fresh build context (tmp/image-context, removed
 * first) by copying named paths only, and the Containerfile copies only from that context. This test
 * reads both and fails when a copy takes anything outside the allowlist below (a `.git`, the
 * repository root, a source folder).
 */
const ROOT = process.cwd();
const script = readFileSync(path.join(ROOT, 'tools/docker/images.sh'), 'utf8');
const containerfile = readFileSync(path.join(ROOT, 'tools/docker/Containerfile'), 'utf8');
const build = script.slice(script.indexOf('build() {'), script.indexOf('\n}\n', script.indexOf('build() {')));

/** What may go from the repository into the context: build output, the lockfile's dependencies, the migrations, the web server's two files. */
const ALLOWED = [
  /^node_modules\/node\/bin\/node$/,
  /^package\.json$/,
  /^package-lock\.json$/,
  /^"\$deps\/node_modules"$/,
  /^dist\/apps\/(api|worker)$/,
  /^"dist\/apps\/\$app"$/,
  /^libs\/server\/db\/migrations$/,
  /^tools\/docker\/(nginx\.conf\.template|start-web\.sh)$/,
];

describe('image build context (ASVS V13.4.1)', () => {
  const matches = [...build.matchAll(/\bcp (?:-r )?(.+?) "\$(?:CTX|deps)[^"]*"\/?\s*(?:;\s*done\s*)?$/gm)];
  const copies = matches.flatMap((m) => m[1]!.split(/\s+/));

  it('understands every copy of the build step', () => {
    expect(matches).toHaveLength((build.match(/\bcp /g) ?? []).length);
  });

  it('reads the copies of the build step (sanity)', () => {
    expect(copies).toEqual(expect.arrayContaining(['dist/apps/api', 'dist/apps/worker', '"dist/apps/$app"', 'libs/server/db/migrations']));
  });

  it('copies only build output, dependencies from the lockfile and the migrations into a fresh context', () => {
    expect(build).toMatch(/rm -rf "\$CTX" && mkdir -p/);
    expect(copies.filter((source) => !ALLOWED.some((pattern) => pattern.test(source)))).toEqual([]);
    expect(copies.some((source) => source.includes('.git') || source === '.' || source === '$ROOT')).toBe(false);
  });

  it('builds from that context only, and the Containerfile copies nothing else', () => {
    expect(build).toMatch(/build --quiet --target "\$target" .* -f tools\/docker\/Containerfile "\$CTX"/);
    const sources = [...containerfile.matchAll(/^COPY (?!--from)(\S+) /gm)].map((m) => m[1]);
    expect(sources).toEqual(['node', 'app/', 'web/html/', 'web/nginx.conf.template', 'web/start-web.sh']);
  });
});
