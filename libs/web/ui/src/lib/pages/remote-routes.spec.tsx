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

  it('a preloaded chunk renders in the first commit, without its loading state', async () => {
    const Page = lazyChunk<{ name: string }>('start', async () => ({ default: ({ name }) => <h1>Hallo {name}</h1> }));
    await Page.preload();
    render(
      <ChunkBoundary>
        <Page name="Clara" />
      </ChunkBoundary>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Hallo Clara');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a chunk not preloaded shows the loading state first, then the page', async () => {
    const Page = lazyChunk<object>('start', async () => ({ default: () => <h1>Start</h1> }));
    render(
      <ChunkBoundary>
        <Page />
      </ChunkBoundary>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect((await screen.findByRole('heading')).textContent).toBe('Start');
  });

  it('a fallback of null shows nothing while the chunk loads (a dialog opened by a click), then the chunk', async () => {
    const Dialog = lazyChunk<object>('dialog', async () => ({ default: () => <h1>Abmelden?</h1> }));
    const { container } = render(
      <ChunkBoundary fallback={null}>
        <Dialog />
      </ChunkBoundary>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.textContent).toBe('');
    expect((await screen.findByRole('heading')).textContent).toBe('Abmelden?');
  });

  it('a failed preload is not kept: the render loads the chunk again', async () => {
    let calls = 0;
    const Page = lazyChunk<object>('start', () =>
      ++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: () => <h1>Start</h1> }),
    );
    await Page.preload();
    render(
      <ChunkBoundary>
        <Page />
      </ChunkBoundary>,
    );
    expect((await screen.findByRole('heading')).textContent).toBe('Start');
    expect(calls).toBe(2);
  });

  it('webpack uses the same 120 s chunk time-out as contracts', () => {
    const require = createRequire(import.meta.url);
    // eslint-disable-next-line @nx/enforce-module-boundaries -- the build config is no project; this test pins its constant
    const { CHUNK_LOAD_TIMEOUT_MS } = require('../../../../../../tools/webpack/federation.cjs') as { CHUNK_LOAD_TIMEOUT_MS: number };
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(LAZY_CHUNK_TIMEOUT_MS);
  });
});
