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

export interface ErrorNoticeProps {
  /** `div` (default); `p` for a single sentence, `section` for a page of its own with a heading. */
  as?: 'div' | 'p' | 'section';
  testId?: string;
  /** The message and what to do next (a retry button, a link). */
  children: ReactNode;
}

/**
 * A failure that stands in place of a page, a section or an action's result (it could not be
 * loaded, the link is no good, the payment could not be confirmed), announced, in the kit's error box.
 * ErrorState is the list screens' version with the kit's own retry button.
 */
export function ErrorNotice({ as: Tag = 'div', testId, children }: ErrorNoticeProps) {
  return (
    <Tag className="fw-error" role="alert" data-testid={testId}>
      {children}
    </Tag>
  );
}

export interface InfoNoticeProps {
  testId?: string;
  /** What the reader should know before acting, and where to act (a link). */
  children: ReactNode;
}

/** Something to know before acting (not a failure): a note in the kit's info box, not announced as an alert. */
export function InfoNotice({ testId, children }: InfoNoticeProps) {
  return (
    <div className="fw-info-notice" role="note" data-testid={testId}>
      {children}
    </div>
  );
}
