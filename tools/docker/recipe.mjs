/**
 * The image recipe: every file that decides what goes into the production images and how they are
 * built (Containerfile and scripts, the lockfile, the app build configurations, the fonts, e-invoice
 * rules and validation thread the server builds carry). Its SHA-256 is written to
 * tools/docker/recipe.sha256 when the image smoke test passes (`tools/docker/images.sh smoke`), and
 * `npm test` runs the image tier only when the recipe differs from that stamp: building the base,
 * the dependencies and three images takes about ten minutes on 2 cores, too long for every CI run
 * (issue: "CI runs it when files that go into an image change").
 *
 *   node tools/docker/recipe.mjs           prints "changed" or "unchanged" and the two hashes
 *   node tools/docker/recipe.mjs --write   stamps the current recipe (after a passing smoke)
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STAMP = 'tools/docker/recipe.sha256';

export const RECIPE = [
  'tools/docker',
  'tools/webpack',
  'package.json',
  'package-lock.json',
  'apps/api/project.json',
  'apps/worker/project.json',
  'apps/shell/project.json',
  'apps/shell/webpack.config.js',
  'libs/server/documents/fonts',
  'libs/server/documents/einvoice-rules',
  'libs/server/documents/src/lib/bundle-assets.ts',
  'libs/server/documents/src/lib/invoice/einvoice-validation.worker.mjs',
];

/** SHA-256 over the recipe's tracked files (path and content, in path order), the stamp excluded. */
export function recipeHash() {
  const files = execFileSync('git', ['ls-files', '-z', '--', ...RECIPE], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && file !== STAMP && existsSync(path.join(ROOT, file)))
    .sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(ROOT, file)))
      .update('\0');
  return hash.digest('hex');
}

export function stampedHash() {
  const file = path.join(ROOT, STAMP);
  return existsSync(file) ? readFileSync(file, 'utf8').split(/\s+/)[0] : null;
}

/** null when the images must be tested again, else why not. */
export function imageRecipeUnchanged() {
  const stamped = stampedHash();
  return stamped && stamped === recipeHash()
    ? `image recipe unchanged since its smoke test passed (${STAMP}); force: npm test -- --only=build,images`
    : null;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const current = recipeHash();
  if (process.argv.includes('--write')) {
    writeFileSync(
      path.join(ROOT, STAMP),
      `${current}  image smoke test passed ${new Date().toISOString()}\n`,
    );
    console.log(`[images] recipe stamped: ${current}`);
  } else {
    console.log(
      `${stampedHash() === current ? 'unchanged' : 'changed'} recipe ${current} stamp ${stampedHash() ?? '-'}`,
    );
  }
}
