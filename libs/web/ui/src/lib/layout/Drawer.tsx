import { Suspense } from 'react';
import { lazyChunk } from './ChunkBoundary';
import type { DrawerPanelProps } from './DrawerPanel';

const DrawerPanel = lazyChunk<DrawerPanelProps>('drawer', () => import(/* webpackChunkName: "drawer" */ './DrawerPanel'));

/**
 * The side drawer (phone and tablet menu). Its accessible modal machinery (react-aria-components)
 * is a lazy chunk fetched the first time a drawer opens, so it costs nothing in the initial JavaScript
 * (the chunk: 19.8 KB gzip alone, tools/bench/ui-component-cost.mjs).
 * Render it only while open (or keep it mounted with `isOpen` false after the first opening).
 */
export function Drawer(props: DrawerPanelProps) {
  return (
    <Suspense fallback={null}>
      <DrawerPanel {...props} />
    </Suspense>
  );
}

export type { DrawerPanelProps as DrawerProps };
