/**
 * Styles of the supplier job screens, shipped with their lazy chunks (never in a remote's initial
 * JavaScript). React 19 hoists a <style> with `href` and `precedence` into the document head once,
 * however many pages render it. Colours come from the shell's custom properties. Every rule is scoped
 * to `.fw-sj` (the supplier job pages' root), so the shared class names used here never restyle
 * other screens once this sheet is in the document.
 */
const CSS = `
.fw-sj .fw-master-detail {
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(16rem, 20rem) minmax(0, 1fr);
  align-items: start;
}
.fw-sj .fw-master-detail.has-detail {
  grid-template-columns: minmax(16rem, 20rem) minmax(0, 1fr) minmax(0, 1.2fr);
}
@media (max-width: 70rem) {
  .fw-sj .fw-master-detail,
  .fw-sj .fw-master-detail.has-detail {
    grid-template-columns: 1fr;
  }
  .fw-sj .fw-master-detail__detail {
    order: -1;
  }
}
.fw-sj .fw-master-detail__detail {
  position: sticky;
  top: 1rem;
  max-height: calc(100vh - 2rem);
  overflow: auto;
}
.fw-sj .fw-job-search fieldset {
  border: 1px solid var(--fw-line);
  border-radius: 6px;
  margin: 0 0 1rem;
  padding: 0.5rem 0.75rem;
}
.fw-sj .fw-job-search select,
.fw-sj .fw-field select,
.fw-sj .fw-field textarea {
  padding: 0.5rem;
  border: 1px solid var(--fw-line);
  border-radius: 4px;
  font: inherit;
}
.fw-sj .fw-job-search .fw-choice-group__options {
  max-height: 10rem;
  overflow: auto;
}
.fw-sj .fw-checkbox {
  display: flex;
  gap: 0.4rem;
  align-items: center;
}
.fw-sj .fw-hint {
  color: var(--fw-muted);
  font-size: 0.9rem;
  margin: 0.25rem 0;
}
.fw-sj .fw-form__actions,
.fw-sj .fw-job-details__actions,
.fw-sj .fw-toolbar {
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
  align-items: center;
}
.fw-sj .fw-card-list {
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
}
.fw-sj .fw-job-card.is-selected {
  border-color: var(--fw-accent);
  box-shadow: 0 0 0 2px var(--fw-color-brand-200);
}
.fw-sj .fw-job-card__header {
  display: flex;
  gap: 0.75rem;
  align-items: baseline;
  flex-wrap: wrap;
}
.fw-sj .fw-job-card__header :is(h2, h3) {
  margin: 0;
  flex: 1;
  font-size: var(--fw-font-size-xl);
}
@media (max-width: 599.98px) {
  .fw-sj .fw-job-card__header :is(h2, h3) { font-size: var(--fw-font-size-lg); }
}
.fw-sj .fw-job-card__meta,
.fw-sj .fw-job-card__excerpt {
  color: var(--fw-muted);
  margin: 0.25rem 0;
}
.fw-sj .fw-facts {
  display: grid;
  /* the labels' column never takes more than 40 % (long labels wrap), so a phone does not scroll sideways */
  grid-template-columns: fit-content(40%) minmax(0, 1fr);
  gap: 0.25rem 1rem;
  margin: 0.75rem 0;
}
.fw-sj .fw-facts dt {
  font-weight: 600;
  overflow-wrap: anywhere;
}
.fw-sj .fw-facts dd {
  margin: 0;
  overflow-wrap: anywhere;
}
.fw-sj .fw-save-toggle.is-saved {
  background: var(--fw-warning-surface);
}
.fw-sj .fw-chips {
  list-style: none;
  margin: 0.5rem 0 0;
  padding: 0;
  display: flex;
  gap: 0.4rem;
  flex-wrap: wrap;
}
.fw-sj .fw-chip {
  background: var(--fw-surface-selected);
  color: var(--fw-ink);
  border-radius: 999px;
  padding: 0.15rem 0.7rem;
  font-size: 0.9rem;
}
.fw-sj .fw-pager {
  display: flex;
  gap: 1rem;
  align-items: center;
  margin: 1rem 0;
}
.fw-sj .fw-tabs {
  display: flex;
  gap: 0.25rem;
  flex-wrap: wrap;
  margin-bottom: 1rem;
}
.fw-sj .fw-tab {
  background: var(--fw-surface-subtle);
  border: 0;
  border-radius: 6px;
  padding: 0.4rem 0.8rem;
  font: inherit;
  cursor: pointer;
}
.fw-sj .fw-tab[aria-pressed='true'] {
  background: var(--fw-accent);
  color: var(--fw-text-on-brand);
}
.fw-sj .fw-tiles {
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
}
.fw-sj .fw-tile a {
  display: flex;
  flex-direction: column;
  background: var(--fw-surface);
  border: 1px solid var(--fw-line);
  border-radius: 8px;
  padding: 1rem;
  text-decoration: none;
  color: var(--fw-ink);
}
.fw-sj .fw-tile strong {
  font-size: 1.75rem;
  color: var(--fw-accent);
}
.fw-sj .fw-rich-text {
  line-height: 1.5;
}
.fw-sj .fw-plain-list {
  list-style: none;
  padding: 0;
}
.fw-sj .fw-dialog .fw-upload {
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin-bottom: 0.75rem;
}
.fw-sj .fw-dialog fieldset {
  border: 1px solid var(--fw-line);
  border-radius: 6px;
  margin: 0 0 1rem;
  padding: 0.5rem 0.75rem;
}
.fw-sj .fw-my-application {
  margin-top: 1rem;
}
`;

export function JobScreenStyles() {
  return (
    <style href="fw-jobs-supplier" precedence="medium">
      {CSS}
    </style>
  );
}
