import type { PartyRating } from '@fachwerk/shared/contracts';
import { formatDecimal } from '@fachwerk/web/ui';
import { useTranslation } from 'react-i18next';

/** A party's rating: "4,5 von 5 (3 Bewertungen)" or "Noch keine Bewertungen". */
export function Rating({ rating }: { rating: PartyRating }) {
  const { t, i18n } = useTranslation();
  if (rating.average === null || rating.count === 0)
    return <span className="fw-rating">{t('jobsCommon.noRating')}</span>;
  const average = formatDecimal(rating.average, i18n.language, 1);
  return (
    <span className="fw-rating">
      <span aria-hidden="true">★ </span>
      {t('jobsCommon.rating', { average, count: rating.count })}
    </span>
  );
}
