import type { ErrorCode } from './errors';

export const API_PREFIX = '/api/v1';
export const API_DOCS_PATH = '/api/docs';

/** Every API response (specification §7): status, message and optional data. */
export interface ApiEnvelope<T = unknown> {
  status: boolean;
  message: string;
  data?: T;
  /** Stable error code, present on errors. */
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
