import type { TabItem, TabsProps } from '../display/Tabs';

/** The same choices as Tabs (`id` is the value the page keeps in its URL, `''` for "all"); no panel. */
export type FilterTogglesProps<K extends string> = Omit<TabsProps<K>, 'children' | 'className'>;

/**
 * One-of filter as a row of toggle buttons (the pressed one is the list's filter, e.g. an
 * application status) with "(n)" after a label that has a count: light (no react-aria), no tab
 * semantics, so it sits in a FilterPanel beside other filters. For content switched in place use Tabs.
 */
export function FilterToggles<K extends string>({ label, tabs, selected, onSelect }: FilterTogglesProps<K>) {
  return (
    <nav className="fw-tabs fw-tabs--toggles" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          className={tab.id === selected ? 'fw-tab fw-tab--active' : 'fw-tab'}
          aria-pressed={tab.id === selected}
          data-testid={tab.testId}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
          {tab.count !== undefined && ` (${tab.count})`}
        </button>
      ))}
    </nav>
  );
}

/**
 * The choices of a status filter: "all" (`''`, counting every status) and one per status with its
 * count; counts stay out while the list's counts are loading.
 */
export function statusFilterItems<S extends string>(
  allLabel: string,
  statuses: readonly S[],
  label: (status: S) => string,
  counts: Partial<Record<S, number>> | undefined,
): TabItem<S | ''>[] {
  const total = counts ? statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0) : undefined;
  return [
    { id: '', label: allLabel, count: total },
    ...statuses.map((status) => ({ id: status, label: label(status), count: counts?.[status] })),
  ];
}
