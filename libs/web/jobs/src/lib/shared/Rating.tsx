import type { PartyRating } from '@fachwerk/shared/contracts';
import { useTranslation } from 'react-i18next';

/** A party's rating: "4,5 von 5 (3 Bewertungen)" or "Noch keine Bewertungen". */
export function Rating({ rating }: { rating: PartyRating }) {
  const { t, i18n } = useTranslation();
  if (rating.average === null || rating.count === 0)
    return <span className="fw-rating">{t('jobsCommon.noRating')}</span>;
  const average = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'de-DE', {
    maximumFractionDigits: 1,
  }).format(rating.average);
  return (
    <span className="fw-rating">
      <span aria-hidden="true">★ </span>
      {t('jobsCommon.rating', { average, count: rating.count })}
    </span>
  );
}
