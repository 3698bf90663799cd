import type { TabsProps } from '../display/Tabs';

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
