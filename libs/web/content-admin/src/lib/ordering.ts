/** What a move changes: the new sort orders of the moved entry and of the neighbour it swaps with. */
export interface SortOrderPatch {
  id: string;
  sortOrder: number;
}

export type MoveDirection = 'up' | 'down';

interface Ordered {
  _id: string;
  sortOrder: number;
}

/**
 * Moving an entry one place up or down in a list ordered by `sortOrder` (then name) swaps it with its
 * neighbour. Equal sort orders cannot be swapped, so the pair is then given two distinct values next to
 * the neighbour's. Returns the patches to send, or [] when the entry is already first/last on the page.
 */
export function movePatches(
  items: readonly Ordered[],
  index: number,
  direction: MoveDirection,
): SortOrderPatch[] {
  const other = direction === 'up' ? index - 1 : index + 1;
  const moved = items[index];
  const neighbour = items[other];
  if (!moved || !neighbour) return [];
  if (moved.sortOrder !== neighbour.sortOrder) {
    return [
      { id: moved._id, sortOrder: neighbour.sortOrder },
      { id: neighbour._id, sortOrder: moved.sortOrder },
    ];
  }
  const base = neighbour.sortOrder;
  if (direction === 'up') {
    return base > 0
      ? [{ id: moved._id, sortOrder: base - 1 }]
      : [
          { id: moved._id, sortOrder: base },
          { id: neighbour._id, sortOrder: base + 1 },
        ];
  }
  return [{ id: moved._id, sortOrder: base + 1 }];
}
