import { adminContentCatalogue } from '@fachwerk/shared/i18n/features';
import { PAGE_LIMIT_DEFAULT, QUEUE_NAMES, type DeadLetter, type QueueName } from '@fachwerk/shared/contracts';
import { registerCatalogue, selectLanguage, useAppSelector } from '@fachwerk/web/data-access';
import {
  ConfirmDialog,
  DataTable,
  EmptyState,
  ErrorState,
  Pager,
  Select,
  Skeleton,
  useMutationAction,
} from '@fachwerk/web/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeadLettersQuery, useRetryDeadLetterMutation } from '../dead-letters.api';

registerCatalogue(adminContentCatalogue);

const QUEUES = Object.values(QUEUE_NAMES);

/**
 * `/admin/dead-letters`: mails and PDFs that failed every attempt (the SMTP server was down past
 * MAIL_ATTEMPTS, say), with the last error, and a retry that starts a fresh round of attempts.
 */
export default function DeadLettersPage({ pageSize = PAGE_LIMIT_DEFAULT }: { pageSize?: number }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const [queue, setQueue] = useState<QueueName | ''>('');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<DeadLetter | null>(null);
  const { data, isLoading, isError, refetch } = useDeadLettersQuery({
    page,
    limit: pageSize,
    queue: queue || undefined,
  });
  const [retryMutation] = useRetryDeadLetterMutation();
  const retry = useMutationAction(retryMutation, { onSuccess: () => setPending(null) });
  const dateTime = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  });
  const label = (letter: DeadLetter) => letter.to ?? letter.template;

  return (
    <section className="fw-page" aria-labelledby="dead-letters-title" data-testid="dead-letters-page">
      <header className="fw-page__header">
        <h1 id="dead-letters-title">{t('adminContent.deadLetters.title')}</h1>
      </header>
      <p className="fw-muted">{t('adminContent.deadLetters.intro')}</p>
      <Select
        label={t('adminContent.deadLetters.filter')}
        name="queue"
        value={queue}
        placeholder={t('adminContent.deadLetters.all')}
        options={QUEUES.map((name) => ({ value: name, label: t(`adminContent.deadLetters.queue.${name}`) }))}
        onChange={(event) => {
          setQueue(event.target.value as QueueName | '');
          setPage(1);
        }}
      />

      {isLoading && <Skeleton lines={4} />}
      {isError && (
        <ErrorState message={t('adminContent.deadLetters.loadFailed')} onRetry={() => void refetch()} />
      )}
      {data && data.items.length === 0 && (
        <EmptyState title={t('adminContent.deadLetters.empty')} testId="dead-letters-empty" />
      )}
      {data && data.items.length > 0 && (
        <DataTable
          caption={t('adminContent.deadLetters.caption')}
          testId="dead-letters-table"
          rows={data.items}
          rowKey={(letter) => letter._id}
          rowTestId={() => 'dead-letter-row'}
          columns={[
            {
              key: 'recipient',
              header: t('adminContent.deadLetters.columns.recipient'),
              primary: true,
              cell: (letter) => (
                <>
                  {letter.to ?? '—'}
                  <div className="fw-muted">{letter.template}</div>
                </>
              ),
            },
            {
              key: 'queue',
              header: t('adminContent.deadLetters.columns.queue'),
              cell: (letter) => t(`adminContent.deadLetters.queue.${letter.queue}`),
            },
            {
              key: 'attempts',
              header: t('adminContent.deadLetters.columns.attempts'),
              numeric: true,
              cell: (l) => l.attempts,
            },
            {
              key: 'error',
              header: t('adminContent.deadLetters.columns.error'),
              cell: (letter) => letter.lastError ?? '—',
            },
            {
              key: 'failedAt',
              header: t('adminContent.deadLetters.columns.failedAt'),
              cell: (letter) => dateTime.format(new Date(letter.failedAt)),
            },
            {
              key: 'actions',
              header: t('adminContent.deadLetters.columns.actions'),
              actions: true,
              cell: (letter) => (
                <button
                  type="button"
                  className="fw-button fw-button--secondary fw-button--small"
                  aria-label={t('adminContent.deadLetters.retryLabel', { recipient: label(letter) })}
                  onClick={() => setPending(letter)}
                >
                  {t('adminContent.deadLetters.retry')}
                </button>
              ),
            },
          ]}
        />
      )}
      {data && <Pager page={page} limit={data.limit} total={data.total} onPage={setPage} />}

      {pending && (
        <ConfirmDialog
          heading={t('adminContent.deadLetters.confirmTitle')}
          text={t('adminContent.deadLetters.confirmText', { recipient: label(pending) })}
          confirmLabel={t('adminContent.deadLetters.retry')}
          busy={retry.busy}
          onCancel={() => setPending(null)}
          onConfirm={() => void retry.run(pending._id)}
        />
      )}
    </section>
  );
}
