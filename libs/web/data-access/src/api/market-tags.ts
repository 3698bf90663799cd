/** The marketplace's cache tags, shared by the jobs, awards, feedback and workers endpoint files. */
export const MARKET_TAG_TYPES = ['Jobs', 'Job', 'Applications', 'Awards', 'Workers', 'Feedback', 'Dashboard', 'SavedJobs'] as const;

/** What a change of a job, an application or an award makes stale. */
export const MARKET_TAGS = ['Jobs', 'Job', 'Applications', 'Awards', 'Dashboard', 'Notifications', 'SavedJobs'] as const;

/** Query objects go out as query strings by the base API (bracket arrays, empty values dropped). */
export type Query = Record<string, unknown>;
