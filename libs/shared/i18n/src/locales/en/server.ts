import type { server as de } from '../de/server';

export const server: typeof de = {
  errors: {
    VALIDATION_FAILED: 'The input is invalid. Please check the marked fields.',
    INVALID_JSON: 'The request body is not valid JSON.',
    UNAUTHENTICATED: 'Please log in.',
    TOKEN_EXPIRED: 'Your session has expired. Please log in again.',
    INVALID_CREDENTIALS: 'The e-mail address or password is incorrect.',
    FORBIDDEN: 'You are not allowed to do this.',
    ACCOUNT_NOT_APPROVED: 'Your account is not approved yet. Please wait for the approval.',
    ACCOUNT_INACTIVE: 'Your account is deactivated. Please contact support.',
    NOT_FOUND: 'The requested item was not found.',
    ROUTE_NOT_FOUND: 'There is no route {{method}} {{path}}.',
    CONFLICT: 'The item has changed in the meantime. Please reload the page.',
    PAYLOAD_TOO_LARGE: 'The request is too large.',
    UNSUPPORTED_MEDIA_TYPE: 'This format is not supported.',
    RATE_LIMITED: 'Too many requests. Please try again in {{seconds}} seconds.',
    SERVICE_UNAVAILABLE: 'The service is temporarily unavailable.',
    INTERNAL: 'Something went wrong',
  },
  validation: {
    required: 'The {{field}} field is required.',
    email: 'The {{field}} must be a valid email address.',
    min: {
      string: 'The {{field}} must be at least {{min}} characters.',
      numeric: 'The {{field}} must be at least {{min}}.',
    },
    max: {
      string: 'The {{field}} may not be greater than {{max}} characters.',
      numeric: 'The {{field}} may not be greater than {{max}}.',
    },
    numeric: 'The {{field}} must be a number.',
    alpha_num: 'The {{field}} may only contain letters and numbers.',
    alpha_num_space: 'The {{field}} may only contain letters, numbers and spaces.',
    same: 'The {{field}} and {{other}} must match.',
    in: 'The {{field}} must be one of: {{values}}.',
    type: 'The {{field}} has an invalid format.',
    unknown: 'The field {{field}} is not allowed.',
    invalidJson: 'The request body is not valid JSON.',
    forbiddenKey: 'The request body contains the forbidden key "__proto__" or "constructor".',
  },
  fields: {
    email: 'email',
    password: 'password',
    userType: 'user type',
    refreshToken: 'refresh token',
    page: 'page',
    limit: 'limit',
  },
  mail: {},
  server: {
    ok: 'Success',
    auth: {
      loggedIn: 'Logged in.',
      refreshed: 'Session renewed.',
      loggedOut: 'You have been logged out.',
    },
    accounts: {
      deleted: 'Your account has been deleted.',
    },
    health: {
      ok: 'All services are reachable.',
      degraded: 'At least one service is unreachable.',
    },
  },
};
