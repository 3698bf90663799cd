import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export interface BackLinkProps {
  to: string;
  label?: string;
}

/** Back link (§2). */
export function BackLink({ to, label }: BackLinkProps) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="fw-back-link">
      <span aria-hidden="true">← </span>
      {label ?? t('common.back')}
    </Link>
  );
}
