import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A dashboard figure: the value large, its label and a note; the whole tile links to the list behind it. */
export function FigureTile({ to, label, value, note, testId }: { to: string; label: string; value: ReactNode; note?: string; testId?: string }) {
  return (
    <Link to={to} className="fw-figure-tile" data-testid={testId}>
      <span className="fw-figure-tile__value">{value}</span>
      <span className="fw-figure-tile__label">{label}</span>
      {note && <span className="fw-figure-tile__note">{note}</span>}
    </Link>
  );
}
