import type { ErrorCode } from './errors';

export const API_PREFIX = '/api/v1';
export const API_DOCS_PATH = '/api/docs';

/** Every API response (specification §7): status, message and optional data. */
export interface ApiEnvelope<T = unknown> {
  status: boolean;
  message: string;
  data?: T;
  /**
   * Stable error code: present on errors, and on a success that still carries a refusal the client
   * acts on (§8: the session of an unapproved account comes with ACCOUNT_NOT_APPROVED).
   */
  code?: ErrorCode;
  /** Validation errors: field name → localised messages. */
  errors?: Record<string, string[]>;
  /** Request id, present on errors, to quote to support. */
  requestId?: string;
}

export interface Paginated<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export interface PageQuery {
  page?: number;
  limit?: number;
  sort?: string;
}

export const PAGE_LIMIT_DEFAULT = 20;
export const PAGE_LIMIT_MAX = 100;
