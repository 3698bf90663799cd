import { useCommonContent } from '@fachwerk/web/data-access';
import { ChunkBoundary } from '@fachwerk/web/ui';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { ConsentBanner } from '../pages/public/consent/ConsentBanner';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Header, optional side menu, page, footer. Loads the content lists once (§7). */
export function SiteFrame({ sidebar }: { sidebar?: ReactNode }) {
  useCommonContent();
  const main = (
    <main className="fw-main" id="main">
      <ChunkBoundary>
        <Outlet />
      </ChunkBoundary>
    </main>
  );
  return (
    <div className="fw-page">
      <SiteHeader />
      {sidebar ? (
        <div className="fw-dashboard-layout">
          {sidebar}
          {main}
        </div>
      ) : (
        main
      )}
      <SiteFooter />
      <ConsentBanner />
    </div>
  );
}

/** Public layout: header, page, footer. */
export function PublicLayout() {
  return <SiteFrame />;
}
