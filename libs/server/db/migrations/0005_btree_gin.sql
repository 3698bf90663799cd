-- The job search index (jobs_open_search_idx, next migration) puts scalar columns into a GIN index.
CREATE EXTENSION IF NOT EXISTS btree_gin;
