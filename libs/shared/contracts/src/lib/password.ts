/**
 * The password rule, defined once for the API's DTOs/services and the web forms (OWASP ASVS 5.0 §6.2):
 * at least 12 characters, not one of the common and breached passwords, not built from the user's
 * e-mail address or name. Framework-free: the list of common passwords is passed in as a lookup
 * (the server uses the ranked list of `@zxcvbn-ts/language-common`; the browser leaves it to the
 * server and the strength meter, so the list stays out of its bundles).
 */
import type { Rule, RuleName } from './rules';

export const PASSWORD_POLICY = {
  minLength: 12,
  maxLength: 128,
  /** "aaaaaaaaaaaa", twelve spaces, "abababababab": too few different characters. */
  minDistinctCharacters: 5,
  /** Personal words (e-mail local part, names) shorter than this are not looked for. */
  minPersonalTokenLength: 3,
  /** What is left after taking the personal words out must be at least this long and hold a letter. */
  minRemainderLength: 6,
} as const;

export const PASSWORD_PROBLEMS = ['required', 'tooShort', 'tooLong', 'repetitive', 'common', 'personal'] as const;
export type PasswordProblem = (typeof PASSWORD_PROBLEMS)[number];

/** What the password must not be built from. */
export interface PasswordContext {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** Answers whether a lower-case candidate is on the list of common passwords. */
export type CommonPasswordLookup = (candidate: string) => boolean;

/** Message key under `validation.` and its parameters (the field label is added by the caller). */
export function passwordProblemMessage(problem: PasswordProblem): { key: string; params: Record<string, number> } {
  switch (problem) {
    case 'required':
      return { key: 'required', params: {} };
    case 'tooShort':
      return { key: 'min.string', params: { min: PASSWORD_POLICY.minLength } };
    case 'tooLong':
      return { key: 'max.string', params: { max: PASSWORD_POLICY.maxLength } };
    default:
      return { key: `password.${problem}`, params: {} };
  }
}

/** Trivial substitutions people use to dress up a word ("P@ssw0rd"), one character for one. */
const LEET_VARIANTS: Record<string, string>[] = [
  { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g', '@': 'a', $: 's', '!': 'i', '|': 'i', '+': 't' },
  { '0': 'o', '1': 'l', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g', '@': 'a', $: 's', '!': 'l', '|': 'l', '+': 't' },
];

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The lower-cased password and its de-leeted spellings; each keeps one character per character. */
function spellings(password: string): string[] {
  const lower = fold(password);
  const variants = LEET_VARIANTS.map((map) => [...lower].map((c) => map[c] ?? c).join(''));
  return [...new Set([lower, ...variants])];
}

/*
 * Unicode property classes built from strings: a regex literal with \p{…} is expanded by the web
 * build's transpiler into kilobytes of explicit ranges (measured: +9 KB gzip in the shell's and each
 * remote's initial JavaScript); every browser we support knows \p{…} natively.
 */
const NOT_LETTERS = new RegExp('[^\\p{L}]+', 'gu');
const NOT_LETTERS_OR_DIGITS = new RegExp('[^\\p{L}\\p{N}]+', 'gu');
const LETTER = new RegExp('\\p{L}', 'u');
const ENDS = new RegExp('^[^\\p{L}]+|[^\\p{L}]+$', 'gu');

const stripEnds = (text: string) => text.replace(ENDS, '');
const reverse = (text: string) => [...text].reverse().join('');

/**
 * The spellings a list lookup tries: as typed (lower case), de-leeted, and with leading and
 * trailing digits and symbols taken off ("Password!2026" → "password").
 */
export function commonPasswordCandidates(password: string): string[] {
  const all = [...spellings(password), ...spellings(stripEnds(fold(password)))].flatMap((s) => [s, stripEnds(s)]);
  return [...new Set(all.filter((s) => s.length > 0))];
}

/** The words of the e-mail's local part and the names, lower case, unaccented, with their reversals. */
export function personalTokens(context: PasswordContext): string[] {
  const local = fold(context.email?.split('@')[0] ?? '');
  const words = [
    ...local.split(NOT_LETTERS),
    local.replace(NOT_LETTERS_OR_DIGITS, ''),
    ...[context.firstName, context.lastName].flatMap((name) => fold(name ?? '').split(NOT_LETTERS)),
    fold(`${context.firstName ?? ''}${context.lastName ?? ''}`).replace(NOT_LETTERS, ''),
  ].filter((word) => word.length >= PASSWORD_POLICY.minPersonalTokenLength);
  return [...new Set(words.flatMap((word) => [word, reverse(word)]))].sort((a, b) => b.length - a.length);
}

/**
 * Whether the password is a personal word with trivial additions: after the personal words are taken
 * out of one of its spellings, too little is left, or only digits and symbols ("Mustermann!2026").
 */
function isPersonal(password: string, context: PasswordContext): boolean {
  const tokens = personalTokens(context);
  if (!tokens.length) return false;
  const original = [...fold(password)];
  return spellings(password).some((spelling) => {
    const taken = new Array<boolean>(original.length).fill(false);
    let found = false;
    for (const token of tokens) {
      for (let at = spelling.indexOf(token); at >= 0; at = spelling.indexOf(token, at + 1)) {
        found = true;
        for (let i = at; i < at + token.length; i++) taken[i] = true;
      }
    }
    if (!found) return false;
    const rest = original.filter((_, i) => !taken[i]).join('');
    return rest.replace(NOT_LETTERS_OR_DIGITS, '').length < PASSWORD_POLICY.minRemainderLength || !LETTER.test(rest);
  });
}

/**
 * The first problem of a new password, or null when it passes. Without `isCommon` the list check is
 * skipped (the browser); the server always passes it.
 */
export function checkPassword(password: string, context: PasswordContext = {}, isCommon?: CommonPasswordLookup): PasswordProblem | null {
  if (!password) return 'required';
  const length = [...password].length;
  if (length < PASSWORD_POLICY.minLength) return 'tooShort';
  if (length > PASSWORD_POLICY.maxLength) return 'tooLong';
  if (new Set(fold(password)).size < PASSWORD_POLICY.minDistinctCharacters) return 'repetitive';
  if (context.email && fold(password).includes(fold(context.email))) return 'personal';
  if (isPersonal(password, context)) return 'personal';
  if (isCommon && commonPasswordCandidates(password).some(isCommon)) return 'common';
  return null;
}

/** Field names the password is compared with (the same form's e-mail and names). */
export type PasswordContextFields = { readonly [K in keyof PasswordContext]?: string };

/**
 * The password rule as contracts rules, for a form's resolver (`@fachwerk/web/data-access/forms`):
 * one rule per problem in `checkPassword`'s order, so the first failing one names the same problem the
 * API answers; the e-mail and names are read from the sibling fields named in `fields`. The common
 * list is left to the server (and the strength meter), as above.
 */
export function newPasswordRules(fields: PasswordContextFields = { email: 'email', firstName: 'firstName', lastName: 'lastName' }): Rule[] {
  const context = (values: Readonly<Record<string, unknown>>): PasswordContext => {
    const read = (name?: string) => (name && typeof values[name] === 'string' ? (values[name] as string) : undefined);
    return { email: read(fields.email), firstName: read(fields.firstName), lastName: read(fields.lastName) };
  };
  const names: Record<PasswordProblem, RuleName> = { required: 'required', tooShort: 'min', tooLong: 'max', repetitive: 'password', common: 'password', personal: 'password' };
  return PASSWORD_PROBLEMS.filter((problem) => problem !== 'common').map((problem): Rule => {
    const { key, params } = passwordProblemMessage(problem);
    return {
      name: names[problem],
      messageKey: `validation.${key}`,
      params,
      test: (value, values) => checkPassword(typeof value === 'string' ? value : '', context(values)) !== problem,
    };
  });
}
