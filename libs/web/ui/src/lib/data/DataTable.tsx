import type { ReactNode } from 'react';
import { belowBreakpoint } from '../tokens/breakpoints';
import { useMediaQuery } from './useMediaQuery';

export interface DataColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The card's title on phones (one column should be). */
  primary?: boolean;
  /** Row actions: the last line of a card, without a label. */
  actions?: boolean;
  /** Right-aligned figures. */
  numeric?: boolean;
  /** The list is sorted by this column (the header's `aria-sort`). */
  sorted?: 'ascending' | 'descending';
}

export interface DataTableProps<Row> {
  /** Accessible name of the table (its caption, visually hidden). */
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** `data-testid` of each row (table row or card). */
  rowTestId?: (row: Row) => string | undefined;
  /** Further `data-*` attributes of each row. */
  rowAttributes?: (row: Row) => Record<`data-${string}`, string | undefined>;
  testId?: string;
}

/**
 * A table on wide screens; below the phone breakpoint (600px) the same rows as a list of cards
 * (title, then "label: value" lines, then the actions), so nothing scrolls sideways on a phone.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowTestId,
  rowAttributes,
  testId,
}: DataTableProps<Row>) {
  const asCards = useMediaQuery(belowBreakpoint('phone'));
  if (asCards) {
    const primary = columns.find((c) => c.primary);
    return (
      <ul className="fw-data-cards" aria-label={caption} data-testid={testId}>
        {rows.map((row) => (
          <li
            key={rowKey(row)}
            className="fw-data-card"
            data-testid={rowTestId?.(row)}
            {...rowAttributes?.(row)}
          >
            {primary && <div className="fw-data-card__title">{primary.cell(row)}</div>}
            <dl className="fw-data-card__fields">
              {columns
                .filter((c) => c !== primary && !c.actions)
                .map((c) => (
                  <div key={c.key} className="fw-data-card__field">
                    <dt>{c.header}</dt>
                    <dd>{c.cell(row)}</dd>
                  </div>
                ))}
            </dl>
            {columns
              .filter((c) => c.actions)
              .map((c) => (
                <div key={c.key} className="fw-data-card__actions">
                  {c.cell(row)}
                </div>
              ))}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="fw-data-table__scroll">
      <table className="fw-data-table" data-testid={testId}>
        <caption className="fw-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={c.numeric ? 'fw-numeric' : undefined}
                aria-sort={c.sorted}
              >
                {c.actions ? <span className="fw-visually-hidden">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId?.(row)} {...rowAttributes?.(row)}>
              {columns.map((c) =>
                c.primary ? (
                  <th key={c.key} scope="row">
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.key} className={c.numeric ? 'fw-numeric' : undefined}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
