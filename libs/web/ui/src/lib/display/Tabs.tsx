import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';

export interface TabItem<K extends string> {
  /** The key, the value the page keeps in its URL (e.g. `?tab=busy`). */
  id: K;
  label: ReactNode;
  /** A count shown after the label (e.g. how many rows the tab has). */
  count?: number;
  /** `data-testid` of the tab. */
  testId?: string;
}

export interface TabsProps<K extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<K>[];
  /** The selected key: keep it in the URL (`useListUrlState` with `oneOfField`) so links and Back work. */
  selected: K;
  onSelect: (id: K) => void;
  /** The selected tab's content (one panel, labelled by its tab). */
  children?: ReactNode;
  className?: string;
}

/**
 * Tabs on react-aria-components: a tab list (Tab moves into it, the arrow keys, Home and End move
 * and select) and one tab panel with the selected tab's content. The keys are plain strings so
 * the page keeps the selection in its URL.
 *
 * Cost (tools/bench/ui-component-cost.mjs): 31.2 KB gzip alone (React external): react-aria's collection, selection and focus
 * code, which the other react-aria pieces share: 17.5 KB more beside StarRating, 14.6 KB beside the
 * DatePicker. Used by lazy pages only (team list, meetings), never by a first page; the panel's
 * content renders at once, so it is not lazy itself.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children, className }: TabsProps<K>) {
  return (
    <AriaTabs
      className={['fw-tabs-kit', className].filter(Boolean).join(' ')}
      selectedKey={selected}
      onSelectionChange={(key) => onSelect(String(key) as K)}
    >
      <TabList aria-label={label} className="fw-tabs" items={tabs}>
        {(tab) => (
          <Tab id={tab.id} className="fw-tab" data-testid={tab.testId}>
            {tab.label}
            {tab.count !== undefined && (
              <>
                {' '}
                <span className="fw-tab__count">{tab.count}</span>
              </>
            )}
          </Tab>
        )}
      </TabList>
      {/* one panel, the selected tab's (only the selected tab points to a panel) */}
      <TabPanel id={selected} className="fw-tab-panel">
        {children}
      </TabPanel>
    </AriaTabs>
  );
}
