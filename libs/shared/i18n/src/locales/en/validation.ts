import type { validation as de } from '../de/validation';

export const validation: typeof de = {
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
    iban: 'The {{field}} is not a valid IBAN (checksum mismatch).',
    accepted: 'The {{field}} must be accepted.',
    currentPassword: 'The current password is incorrect.',
    password: {
      common: 'The {{field}} is too common: it is on lists of frequent or breached passwords. Please choose another one.',
      personal: 'The {{field}} must not be built from your email address or your name.',
      repetitive: 'The {{field}} consists of too few different characters.',
    },
    exists: 'The {{field}} contains an unknown or inactive entry.',
    unknown: 'The field {{field}} is not allowed.',
    fileReference: '{{field}}: only files you uploaded yourself are allowed (no one else’s files, no outside addresses).',
    unique: 'The {{field}} is already taken.',
    controlCharacters: 'The {{field}} contains control characters that are not allowed.',
    lineBreaks: 'The {{field}} may not contain line breaks or tabs.',
    multipart: 'The {{field}} could not be read: the request body is not valid multipart/form-data.',
    oneFile: 'Only one file is allowed in the {{field}} field.',
    invalidJson: 'The request body is not valid JSON.',
    forbiddenKey: 'The request body contains the forbidden key "__proto__" or "constructor".',
  },
};
