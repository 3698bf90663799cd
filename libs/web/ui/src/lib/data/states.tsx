import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Grey placeholder lines while a list or page loads (announced as busy). */
export function Skeleton({ lines = 3, label }: { lines?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="fw-skeleton" role="status" aria-busy="true" aria-label={label ?? t('states.loading')}>
      <div className="fw-skeleton__title" />
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="fw-skeleton__line" />
      ))}
    </div>
  );
}

/** Nothing to show: a sentence and, optionally, what to do next. */
export function EmptyState({ title, children, testId }: { title: string; children?: ReactNode; testId?: string }) {
  return (
    <div className="fw-state fw-state--empty" data-testid={testId}>
      <p className="fw-state__title">{title}</p>
      {children}
    </div>
  );
}

/** Loading failed: the reason and a retry button. */
export function ErrorState({ message, onRetry, testId }: { message?: string; onRetry?: () => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="fw-state fw-state--error" role="alert" data-testid={testId}>
      <p className="fw-state__title">{message ?? t('states.error')}</p>
      {onRetry && (
        <button type="button" className="fw-button fw-button--secondary" onClick={onRetry}>
          {t('states.retry')}
        </button>
      )}
    </div>
  );
}
