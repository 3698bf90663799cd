/**
 * Every foreground/background pair of the design tokens the interface draws (`styles/tokens.css`).
 * `text`: body text (WCAG 2.1 AA 4.5:1); `large`: bold ≥ 18.66px or ≥ 24px text (3:1);
 * `ui`: component boundaries, icons and the focus ring (1.4.11, 3:1).
 * A unit test computes each ratio from tokens.css; add the pair here when a component uses a new one.
 */
export type ContrastKind = 'text' | 'large' | 'ui';

export interface ContrastPair {
  foreground: string;
  background: string;
  kind: ContrastKind;
  /** Where the pair appears, for whoever reads a failure. */
  use: string;
}

export const MIN_CONTRAST: Record<ContrastKind, number> = { text: 4.5, large: 3, ui: 3 };

export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { foreground: '--fw-text', background: '--fw-surface', kind: 'text', use: 'body text on cards' },
  { foreground: '--fw-text', background: '--fw-surface-page', kind: 'text', use: 'body text on the page' },
  { foreground: '--fw-text', background: '--fw-surface-subtle', kind: 'text', use: 'secondary button, neutral badge' },
  { foreground: '--fw-text', background: '--fw-surface-selected', kind: 'text', use: 'selected menu item, chip' },
  { foreground: '--fw-text-muted', background: '--fw-surface', kind: 'text', use: 'hints, meta lines' },
  { foreground: '--fw-text-muted', background: '--fw-surface-page', kind: 'text', use: 'hints on the page' },
  { foreground: '--fw-text-muted', background: '--fw-surface-subtle', kind: 'text', use: 'table header, muted on subtle' },
  { foreground: '--fw-text-link', background: '--fw-surface', kind: 'text', use: 'links' },
  { foreground: '--fw-text-link', background: '--fw-surface-page', kind: 'text', use: 'links on the page' },
  { foreground: '--fw-text-link', background: '--fw-surface-selected', kind: 'text', use: 'active menu item' },
  { foreground: '--fw-text-on-brand', background: '--fw-brand', kind: 'text', use: 'primary button' },
  { foreground: '--fw-text-on-brand', background: '--fw-brand-hover', kind: 'text', use: 'primary button hovered' },
  { foreground: '--fw-text-on-brand', background: '--fw-brand-active', kind: 'text', use: 'primary button pressed' },
  { foreground: '--fw-text-on-brand', background: '--fw-danger', kind: 'text', use: 'danger button, count badge' },
  { foreground: '--fw-text-on-brand', background: '--fw-danger-hover', kind: 'text', use: 'danger button hovered' },
  { foreground: '--fw-danger-text', background: '--fw-surface', kind: 'text', use: 'field error text' },
  { foreground: '--fw-danger-text', background: '--fw-danger-surface', kind: 'text', use: 'error state, danger badge' },
  { foreground: '--fw-success-text', background: '--fw-success-surface', kind: 'text', use: 'success badge' },
  { foreground: '--fw-warning-text', background: '--fw-warning-surface', kind: 'text', use: 'warning badge, banner' },
  { foreground: '--fw-info-text', background: '--fw-info-surface', kind: 'text', use: 'info badge, banner' },
  { foreground: '--fw-color-white', background: '--fw-surface-inverse', kind: 'text', use: 'footer text' },
  { foreground: '--fw-color-footer-link', background: '--fw-surface-inverse', kind: 'text', use: 'footer links' },
  { foreground: '--fw-brand', background: '--fw-surface', kind: 'large', use: 'figure tile value' },
  { foreground: '--fw-border-strong', background: '--fw-surface', kind: 'ui', use: 'input, checkbox and select borders' },
  { foreground: '--fw-border-strong', background: '--fw-surface-page', kind: 'ui', use: 'input borders on the page' },
  { foreground: '--fw-focus-color', background: '--fw-surface', kind: 'ui', use: 'focus ring' },
  { foreground: '--fw-focus-color', background: '--fw-surface-page', kind: 'ui', use: 'focus ring on the page' },
  { foreground: '--fw-star', background: '--fw-surface', kind: 'ui', use: 'filled rating star' },
  { foreground: '--fw-brand', background: '--fw-surface-subtle', kind: 'ui', use: 'checked checkbox, active tab underline' },
];
