import { Injectable } from '@nestjs/common';
import { dictionary } from '@zxcvbn-ts/language-common';
import { checkPassword, passwordProblemMessage, type PasswordContext } from '@fachwerk/shared/contracts/password';
import { DomainError } from '@fachwerk/server/core';

/**
 * The maintained list behind the "common password" check: the ranked password dictionary of
 * `@zxcvbn-ts/language-common` (49,233 passwords from breach corpora, the top 10,000 included),
 * the same list the browser's strength meter uses. Built into a set once, on first use.
 */
let commonPasswords: Set<string> | undefined;
export function isCommonPassword(candidate: string): boolean {
  commonPasswords ??= new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()));
  return commonPasswords.has(candidate);
}

/**
 * Applies the contracts' password rule with the list, for every path that sets a password (sign-up,
 * reset, change). A refused password is a 400 VALIDATION_FAILED naming the field.
 */
@Injectable()
export class PasswordPolicy {
  assertAcceptable(password: string, context: PasswordContext, field = 'password'): void {
    const problem = checkPassword(password, context, isCommonPassword);
    if (!problem) return;
    const { key, params } = passwordProblemMessage(problem);
    throw DomainError.field(field, `validation.${key}`, params);
  }
}
