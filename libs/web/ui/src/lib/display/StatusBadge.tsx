import type { HTMLAttributes } from 'react';

/** The colour of a status: neutral (grey), info (blue), success (green), warning (amber), danger (red). */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export type StatusBadgeProps = HTMLAttributes<HTMLSpanElement> & {
  tone?: StatusTone;
  /** The raw status value, as `data-status` (tests and styles find it there). */
  status?: string;
};

/**
 * A status as a small pill: text in the tone's colour on its tint (every pair AA, see
 * tokens/contrast-pairs). The text says the status; the colour only repeats it.
 * Cost: 0.2 KB gzip (no library; tools/bench/ui-component-cost.mjs).
 */
export function StatusBadge({ tone = 'neutral', status, className, children, ...rest }: StatusBadgeProps) {
  return (
    <span
      className={['fw-status-badge', `fw-status-badge--${tone}`, className].filter(Boolean).join(' ')}
      data-status={status}
      data-tone={tone}
      {...rest}
    >
      {children}
    </span>
  );
}
