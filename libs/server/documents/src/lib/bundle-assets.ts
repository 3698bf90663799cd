import fs from 'node:fs';
import path from 'node:path';

/**
 * Where a file or directory the documents need at run time is found: the variable `envName` when
 * set, else beside the running bundle (`dist/apps/<app>/assets/…`, copied there by
 * tools/webpack/node-app.cjs, so every deployment made from the build output carries it), else the
 * library's own copy in the workspace (tests and `ts-node`-style runs from the repository root).
 * `probe` is a path inside the bundled candidate that must exist for it to count.
 */
export function bundleAsset(
  asset: { envName: string; bundled: string; workspace: string; probe?: string },
  env: Record<string, string | undefined> = process.env,
  entry: string | undefined = process.argv[1],
): string {
  const configured = env[asset.envName];
  if (configured) return path.resolve(configured);
  if (entry) {
    const bundled = path.join(path.dirname(entry), 'assets', asset.bundled);
    if (fs.existsSync(asset.probe ? path.join(bundled, asset.probe) : bundled)) return bundled;
  }
  return path.join(process.cwd(), asset.workspace);
}
