import { adminContentCatalogue } from '@fachwerk/shared/i18n/features';
import { PAGE_LIMIT_DEFAULT, QUEUE_NAMES, type DeadLetter, type QueueName } from '@fachwerk/shared/contracts';
import { registerCatalogue, selectLanguage, useAppSelector } from '@fachwerk/web/data-access';
import {
  ConfirmDialog,
  DataTable,
  formatDateTime,
  ListResult,
  oneOfField,
  pageField,
  Select,
  useListUrlState,
  useMutationAction,
} from '@fachwerk/web/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeadLettersQuery, useRetryDeadLetterMutation } from '@fachwerk/web/data-access/api/operations';

registerCatalogue(adminContentCatalogue);

const QUEUES = Object.values(QUEUE_NAMES);
/** `?queue=&page=` */
const LIST = { queue: oneOfField(QUEUES), page: pageField() };

/**
 * `/admin/dead-letters`: mails and PDFs that failed every attempt (the SMTP server was down past
 * MAIL_ATTEMPTS, say), with the last error, and a retry that starts a fresh round of attempts.
 */
export default function DeadLettersPage({ pageSize = PAGE_LIMIT_DEFAULT }: { pageSize?: number }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const { state: list, update, setPage } = useListUrlState(LIST);
  const [pending, setPending] = useState<DeadLetter | null>(null);
  const result = useDeadLettersQuery({ page: list.page, limit: pageSize, queue: list.queue || undefined });
  const [retryMutation] = useRetryDeadLetterMutation();
  const retry = useMutationAction(retryMutation, { onSuccess: () => setPending(null) });
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
        value={list.queue}
        placeholder={t('adminContent.deadLetters.all')}
        options={QUEUES.map((name) => ({ value: name, label: t(`adminContent.deadLetters.queue.${name}`) }))}
        onChange={(event) => update({ queue: event.target.value as QueueName | '' })}
      />

      <ListResult
        result={result}
        page={list.page}
        onPage={setPage}
        errorMessage={t('adminContent.deadLetters.loadFailed')}
        empty={t('adminContent.deadLetters.empty')}
        emptyTestId="dead-letters-empty"
      >
        {(rows) => (
          <DataTable
            caption={t('adminContent.deadLetters.caption')}
            testId="dead-letters-table"
            rows={rows}
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
                cell: (letter) => formatDateTime(letter.failedAt, language),
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
      </ListResult>

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
