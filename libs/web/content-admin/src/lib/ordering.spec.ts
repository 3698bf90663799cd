import { movePatches } from './ordering';

const list = (...orders: number[]) => orders.map((sortOrder, i) => ({ _id: `e${i}`, sortOrder }));

describe('movePatches', () => {
  it('swaps the sort orders of the entry and its neighbour', () => {
    expect(movePatches(list(1, 2, 3), 1, 'up')).toEqual([
      { id: 'e1', sortOrder: 1 },
      { id: 'e0', sortOrder: 2 },
    ]);
    expect(movePatches(list(1, 2, 3), 1, 'down')).toEqual([
      { id: 'e1', sortOrder: 3 },
      { id: 'e2', sortOrder: 2 },
    ]);
  });

  it('does nothing for the first entry moved up or the last moved down', () => {
    expect(movePatches(list(1, 2), 0, 'up')).toEqual([]);
    expect(movePatches(list(1, 2), 1, 'down')).toEqual([]);
  });

  it('separates equal sort orders so the moved entry really changes place', () => {
    const apply = (items: ReturnType<typeof list>, patches: { id: string; sortOrder: number }[]) =>
      items
        .map((item) => ({
          ...item,
          sortOrder: patches.find((p) => p.id === item._id)?.sortOrder ?? item.sortOrder,
        }))
        .sort((a, b) => a.sortOrder - b.sortOrder || a._id.localeCompare(b._id))
        .map((item) => item._id);
    const items = list(5, 5, 5);
    expect(apply(items, movePatches(items, 1, 'up'))).toEqual(['e1', 'e0', 'e2']);
    expect(apply(items, movePatches(items, 1, 'down'))).toEqual(['e0', 'e2', 'e1']);
    const zeros = list(0, 0);
    expect(apply(zeros, movePatches(zeros, 1, 'up'))).toEqual(['e1', 'e0']);
    expect(movePatches(zeros, 1, 'up').every((p) => p.sortOrder >= 0)).toBe(true);
  });
});
