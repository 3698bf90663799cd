import type { ReactNode } from 'react';
import { Pager } from '../data/Pager';
import { EmptyState, ErrorState, Skeleton } from '../data/states';

/** The parts of an RTK Query list result a list screen shows. */
export interface ListQueryResult<Item> {
  data?: { items: readonly Item[]; total: number; limit: number };
  isLoading: boolean;
  isFetching?: boolean;
  isError: boolean;
  refetch?: () => unknown;
}

export interface ListResultProps<Item> {
  result: ListQueryResult<Item>;
  /** The empty state's sentence, and what to do next (links, a button). */
  empty: string;
  emptyAction?: ReactNode;
  emptyTestId?: string;
  /** The error state's sentence; the kit's "Das konnte nicht geladen werden." when left out. */
  errorMessage?: string;
  /** With both, the pager below the rows. */
  page?: number;
  onPage?: (page: number) => void;
  testId?: string;
  /** The rows (a DataTable, a card list). */
  children: (items: readonly Item[]) => ReactNode;
}

/**
 * The body of a list screen, the same everywhere: a skeleton while the first page loads, the error
 * with a retry button, the empty state, the rows (marked busy while a next page loads) and the pager.
 */
export function ListResult<Item>({
  result,
  empty,
  emptyAction,
  emptyTestId,
  errorMessage,
  page,
  onPage,
  testId,
  children,
}: ListResultProps<Item>) {
  const { data, isLoading, isFetching = false, isError, refetch } = result;
  return (
    <div className="fw-list-result" aria-busy={isFetching} data-testid={testId}>
      {isError && <ErrorState message={errorMessage} onRetry={refetch ? () => void refetch() : undefined} />}
      {!data && isLoading && <Skeleton />}
      {data && data.items.length === 0 && (
        <EmptyState title={empty} testId={emptyTestId}>
          {emptyAction}
        </EmptyState>
      )}
      {data && data.items.length > 0 && children(data.items)}
      {data && page !== undefined && onPage && <Pager page={page} limit={data.limit} total={data.total} onPage={onPage} />}
    </div>
  );
}
