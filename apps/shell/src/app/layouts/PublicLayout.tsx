import { TEST_IDS } from '@fachwerk/shared/contracts';
import { useCommonContent } from '@fachwerk/web/data-access';
import { ChunkBoundary, Drawer } from '@fachwerk/web/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { ConsentBanner } from '../pages/public/consent/ConsentBanner';
import './layout.css';
import { SiteFooter } from './SiteFooter';
import { MainNavLinks, SiteHeader } from './SiteHeader';

/**
 * The menu drawer of narrow screens (below 900 px): opened by the header's menu button; holds the
 * header links and, in the dashboard layout, the side menu. Mounted at the first opening (its code is
 * a lazy chunk), closed when the route changes.
 */
function useMenuDrawer() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return {
    open,
    mounted,
    show: () => {
      setMounted(true);
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}

/** A link to the main content, the first stop of the keyboard on every page. */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className="fw-skip-link"
      href="#main"
      onClick={(e) => {
        // with <base href="/"> the fragment alone would resolve to /#main: move focus in place instead
        e.preventDefault();
        document.getElementById('main')?.focus();
      }}
    >
      {t('header.skipToContent')}
    </a>
  );
}

/**
 * Header, optional side menu, page, footer: landmarks header, nav, main and footer, a skip link to
 * main. Loads the content lists once (§7).
 */
export function SiteFrame({ sidebar, drawerMenu }: { sidebar?: ReactNode; drawerMenu?: ReactNode }) {
  const { t } = useTranslation();
  useCommonContent();
  const drawer = useMenuDrawer();
  const main = (
    <main className="fw-main" id="main" tabIndex={-1}>
      <ChunkBoundary>
        <Outlet />
      </ChunkBoundary>
    </main>
  );
  return (
    <div className="fw-page">
      <SkipLink />
      <SiteHeader onOpenMenu={drawer.show} menuOpen={drawer.open} />
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
      {drawer.mounted && (
        <Drawer isOpen={drawer.open} onClose={drawer.close} title={t('header.menu')} closeLabel={t('header.closeMenu')} testId={TEST_IDS.menuDrawer}>
          {drawerMenu}
          <nav aria-label={t('header.nav')} className="fw-drawer__nav">
            <MainNavLinks className="fw-drawer__links" />
          </nav>
        </Drawer>
      )}
    </div>
  );
}

/** Public layout: header, page, footer. */
export function PublicLayout() {
  return <SiteFrame />;
}
