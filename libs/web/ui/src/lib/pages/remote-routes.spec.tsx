import { LAZY_CHUNK_TIMEOUT_MS, routesForRole } from '@fachwerk/shared/contracts';
import { initI18n } from '@fachwerk/web/data-access';
import { render, screen } from '@testing-library/react';
import { createRequire } from 'node:module';
import { ChunkBoundary, lazyChunk } from '../layout/ChunkBoundary';
import { createRoleRoutes } from './remote-routes';

beforeAll(() => {
  initI18n('de');
});

describe('createRoleRoutes', () => {
  it('covers every logged-in route of the role, with a marked fallback for a route without a page', () => {
    const routes = createRoleRoutes('supplier', { '/dashboard': <p>Dashboard</p> });
    expect(routes.map((r) => r.path)).toEqual(routesForRole('supplier').map((r) => r.path));
    render(<>{routes.find((r) => r.path === '/worker')!.element}</>);
    expect(screen.getByTestId('page-placeholder').textContent).toContain('Die Seite „Mein Team“ ist noch nicht verfügbar. Bitte nutzen Sie das Menü.');
  });
});

describe('lazy chunks', () => {
  it('a failed chunk shows an error naming it', async () => {
    const Broken = lazyChunk<object>('rechnungen', () => Promise.reject(new Error('ChunkLoadError')));
    const spy = console.error;
    console.error = () => undefined;
    try {
      render(
        <ChunkBoundary>
          <Broken />
        </ChunkBoundary>,
      );
      expect((await screen.findByRole('alert')).textContent).toBe('Der Programmteil „rechnungen“ konnte nicht geladen werden.');
    } finally {
      console.error = spy;
    }
  });

  it('webpack uses the same 120 s chunk time-out as contracts', () => {
    const require = createRequire(import.meta.url);
    // eslint-disable-next-line @nx/enforce-module-boundaries -- the build config is no project; this test pins its constant
    const { CHUNK_LOAD_TIMEOUT_MS } = require('../../../../../../tools/webpack/federation.cjs') as { CHUNK_LOAD_TIMEOUT_MS: number };
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(LAZY_CHUNK_TIMEOUT_MS);
  });
});
