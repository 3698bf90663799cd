/** One ranked page of relevant jobs: ids and scores in order, and the total. */
export interface RankedPage {
  ranked: { id: string; score: number }[];
  total: number;
}

/**
 * Ranking of /jobs/relevant per supplier page, kept for a short time. Ranking scores every open job
 * that fits the supplier (thousands of rows); the page's jobs themselves (status, flags) are always
 * read fresh. Any job change in this instance clears it at once; changes made through another api
 * replica show after at most `ttlMs`. The key includes the supplier's fit and the day, so a profile
 * edit or a new day ranks again.
 */
export class RelevantRankingCache {
  private readonly entries = new Map<string, { expires: number; page: RankedPage }>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): RankedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Refresh its place in the insertion order (least recently used goes first).
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  set(key: string, page: RankedPage): void {
    this.entries.delete(key);
    this.entries.set(key, { expires: this.now() + this.ttlMs, page });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
