import { TEST_IDS, type AppRouteDefinition, type UserType } from '@fachwerk/shared/contracts';
import { getRuntimeConfig, selectUserType, useAppSelector } from '@fachwerk/web/data-access';
import { ErrorNotice, PagePlaceholder } from '@fachwerk/web/ui';
import { Component, Suspense, use, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadRoleRoutes, retryRoleRemote } from './remotes';

function RemoteRouteElement({ role, route }: { role: UserType; route: AppRouteDefinition }) {
  const routes = use(loadRoleRoutes(role));
  const match = routes.find((r) => r.path === route.path);
  return <>{match ? match.element : <PagePlaceholder titleKey={route.titleKey} />}</>;
}

function RemoteError({ role, onRetry }: { role: UserType; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorNotice as="section" testId={TEST_IDS.remoteError}>
      <h1>{t('remote.errorTitle')}</h1>
      <p>{t('remote.errorText', { name: t(`roles.${role}`) })}</p>
      <button type="button" className="fw-button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </ErrorNotice>
  );
}

function RemoteLoading() {
  const { t } = useTranslation();
  return (
    <div className="fw-loading" role="status">
      {t('remote.loading')}
    </div>
  );
}

interface BoundaryProps {
  role: UserType;
  children: ReactNode;
}

/** Error boundary around a remote: a remote that fails to load shows an error with a retry button. */
export class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`remote ${this.props.role} failed`, error, info.componentStack);
  }

  retry = () => {
    retryRoleRemote(this.props.role, getRuntimeConfig());
    this.setState({ failed: false });
  };

  override render() {
    if (this.state.failed) return <RemoteError role={this.props.role} onRetry={this.retry} />;
    return <Suspense fallback={<RemoteLoading />}>{this.props.children}</Suspense>;
  }
}

/** A logged-in route: its element comes from the logged-in role's remote. */
export function RemotePage({ route }: { route: AppRouteDefinition }) {
  const role = useAppSelector(selectUserType);
  if (!role) return null; // the guard redirects
  return (
    <RemoteBoundary key={role} role={role}>
      <RemoteRouteElement role={role} route={route} />
    </RemoteBoundary>
  );
}
