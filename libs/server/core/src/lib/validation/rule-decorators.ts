import { checkValues, rules, type Rule, type RuleSchema } from '@fachwerk/shared/contracts/rules';
import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';
import type { FieldIssue } from '../errors/domain-error';

/** Constraint names of contract rules start with this; the pipe reads the rule's message from it. */
export const CONTRACT_RULE_PREFIX = 'rule:';

/**
 * A class-validator decorator running a contracts rule (`libs/shared/contracts/src/lib/rules.ts`): the
 * same predicate the web forms run. The failure message is the rule's (`validation.*`, its params).
 */
export const Satisfies = (rule: Rule, options?: ValidationOptions) =>
  ValidateBy(
    {
      name: `${CONTRACT_RULE_PREFIX}${rule.name}`,
      constraints: [rule],
      validator: { validate: (value: unknown, args?: ValidationArguments) => rule.test(value, (args?.object ?? {}) as Record<string, unknown>) },
    },
    options,
  );

export const IsEmailAddress = (options?: ValidationOptions) => Satisfies(rules.email, options);
export const IsPhoneNumber = (options?: ValidationOptions) => Satisfies(rules.phone, options);
export const IsDialCode = (options?: ValidationOptions) => Satisfies(rules.dialCode, options);
export const IsIban = (options?: ValidationOptions) => Satisfies(rules.iban, options);
export const IsVatId = (options?: ValidationOptions) => Satisfies(rules.vatId, options);
export const IsGermanPostcode = (options?: ValidationOptions) => Satisfies(rules.germanPostcode, options);
/** §5 `alpha_num_space`: letters (umlauts included), numbers and spaces. */
export const IsAlphaNumSpace = (options?: ValidationOptions) => Satisfies(rules.alphaNumSpace, options);
/** §5 `alpha_num`: letters (umlauts included) and numbers. */
export const IsAlphaNum = (options?: ValidationOptions) => Satisfies(rules.alphaNum, options);
/** §5: this minimum may not be greater than the maximum in the property `other`. */
export const NotAbove = (other: string, options?: ValidationOptions) => Satisfies(rules.notAbove(other), options);
/** §5 "Minimum price cannot be greater than maximum price.": this minimum price ≤ the maximum in `other`. */
export const PriceNotAbove = (other: string, options?: ValidationOptions) => Satisfies(rules.priceRange(other), options);
/** §5 "Password and Confirm password must be the same." */
export const IsPasswordConfirmation = (options?: ValidationOptions) => Satisfies(rules.passwordConfirmation, options);
/** §5 "Daily working hours cannot be greater than 24." */
export const IsDailyHours = (options?: ValidationOptions) => Satisfies(rules.dailyHours, options);
/** §5 "Weekly hours cannot be greater than 168." */
export const IsWeeklyHours = (options?: ValidationOptions) => Satisfies(rules.weeklyHours, options);
/** Terms and declarations: must be `true`. */
export const IsAccepted = (options?: ValidationOptions) => Satisfies(rules.accepted, options);

/**
 * Contracts rules applied outside a DTO, where the values to compare are known only in the service
 * (an edit's fields merged with the stored row): the field issues of the fields that fail, with the
 * rule's message as `@Satisfies` reports it.
 */
export function ruleIssues<T extends Record<string, unknown>>(values: T, schema: RuleSchema<T>): FieldIssue[] {
  return Object.entries(checkValues(values, schema)).flatMap(([field, failure]) =>
    failure ? [{ field, messageKey: failure.messageKey, params: { ...failure.params } }] : [],
  );
}
