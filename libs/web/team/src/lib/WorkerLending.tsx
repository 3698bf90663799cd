import { LendingClockFacts } from '@fachwerk/web/ui';
import { useTranslation } from 'react-i18next';
import { useWorkerQuery } from '@fachwerk/web/data-access/api/workers';

/**
 * The worker's lending clock at each client it is lent to (§ 1 (1b), § 8 (4) AÜG; computed by the
 * API for GET /workers/{id}); nothing while the worker is lent to nobody.
 */
export function WorkerLending({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data } = useWorkerQuery(id, { skip: !id });
  const lending = data?.lending ?? [];
  if (lending.length === 0) return null;
  return (
    <section className="fw-card fw-worker-lending" aria-labelledby="worker-lending-title" data-testid="worker-lending">
      <h2 id="worker-lending-title">{t('team.lending.heading')}</h2>
      <p className="fw-field__hint">{t('team.lending.intro')}</p>
      <ul className="fw-worker-list" aria-label={t('team.lending.list')}>
        {lending.map(({ client, clock }) => (
          <li key={client._id} className="fw-worker-summary">
            <strong>{client.companyName}</strong>
            <LendingClockFacts clock={clock} />
          </li>
        ))}
      </ul>
    </section>
  );
}
