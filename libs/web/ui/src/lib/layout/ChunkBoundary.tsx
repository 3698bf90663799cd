import { LAZY_CHUNK_TIMEOUT_MS } from '@fachwerk/shared/contracts';
import { Component, lazy, Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A lazy chunk that failed to load, named so the user and the logs know which one. */
export class ChunkLoadFailure extends Error {
  constructor(
    readonly chunkName: string,
    cause?: unknown,
  ) {
    super(`Chunk "${chunkName}" failed to load`, { cause });
    this.name = 'ChunkLoadFailure';
  }
}

/**
 * React.lazy with a name: a failure (including webpack's 120 s chunk time-out, LAZY_CHUNK_TIMEOUT_MS,
 * or this wrapper's own guard) becomes a ChunkLoadFailure naming the chunk.
 *
 * `preload()` starts loading before the first render; a chunk that has arrived by then renders in
 * that first commit, without a Suspense fallback first (the home page's hero painted one commit
 * later otherwise: Lighthouse mobile LCP). A failed preload is not kept: the render loads again.
 */
export function lazyChunk<P extends object>(
  chunkName: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  timeoutMs: number = LAZY_CHUNK_TIMEOUT_MS,
) {
  let loaded: { default: ComponentType<P> } | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (pending ??= new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadFailure(chunkName, 'timeout')), timeoutMs);
      load().then(
        (module) => {
          clearTimeout(timer);
          loaded = module;
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          pending = undefined;
          reject(new ChunkLoadFailure(chunkName, error));
        },
      );
    }));
  const Lazy = lazy(start);
  /** Decided once per mount, so a later arrival never swaps the element type (and its state) under it. */
  function Chunk(props: P) {
    const [ready] = useState(() => loaded);
    return ready ? <ready.default {...props} /> : <Lazy {...props} />;
  }
  Chunk.displayName = `Chunk(${chunkName})`;
  return Object.assign(Chunk, {
    preload: (): Promise<void> =>
      start().then(
        () => undefined,
        () => undefined, // the render loads again and reports a failure (ChunkBoundary)
      ),
  });
}

function ChunkError({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="fw-error">
      {t('remote.chunkError', { name })}
    </div>
  );
}

interface BoundaryState {
  failed: string | null;
}

class ChunkErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: error instanceof ChunkLoadFailure ? error.chunkName : String((error as Error)?.message ?? error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('chunk failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed !== null ? <ChunkError name={this.state.failed} /> : this.props.children;
  }
}

/**
 * Suspense + error boundary around lazy chunks: a failed chunk shows an error naming it. `fallback`
 * replaces the loading text (`null` for a dialog opened by a click: nothing to show until it is there).
 */
export function ChunkBoundary({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={fallback === undefined ? <div className="fw-loading" role="status">{t('common.loading')}</div> : fallback}>
        {children}
      </Suspense>
    </ChunkErrorBoundary>
  );
}
