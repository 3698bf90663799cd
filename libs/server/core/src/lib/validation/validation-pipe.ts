import { ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import type { Rule as ContractRule } from '@fachwerk/shared/contracts/rules';
import {
  getMetadataStorage,
  registerDecorator,
  type ValidationArguments,
  type ValidationError,
  type ValidationOptions,
  type ValidatorOptions,
} from 'class-validator';
import { DomainError, type ErrorParams, type FieldIssue } from '../errors/domain-error';
import { checkLoose, checkObject, mergeErrors } from './input-classes';
import { CONTRACT_RULE_PREFIX } from './rule-decorators';

/** Rule `same`: the property must equal another property (password confirmation). */
export function Same(other: string, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'same',
      target: target.constructor,
      propertyName,
      constraints: [other],
      options,
      validator: {
        validate: (value: unknown, args: ValidationArguments) => value === (args.object as Record<string, unknown>)[other],
      },
    });
}

type Rule = { key: string; params?: (c: unknown[]) => ErrorParams };

const REQUIRED = new Set(['isDefined', 'isNotEmpty', 'arrayNotEmpty']);
/** class-validator constraint name → catalogue key of the §5 rule (and its parameters). */
const RULES: Record<string, Rule> = {
  isDefined: { key: 'validation.required' },
  isNotEmpty: { key: 'validation.required' },
  arrayNotEmpty: { key: 'validation.required' },
  isEmail: { key: 'validation.email' },
  minLength: { key: 'validation.min.string', params: ([n]) => ({ min: Number(n) }) },
  maxLength: { key: 'validation.max.string', params: ([n]) => ({ max: Number(n) }) },
  arrayMinSize: { key: 'validation.min.numeric', params: ([n]) => ({ min: Number(n) }) },
  arrayMaxSize: { key: 'validation.max.numeric', params: ([n]) => ({ max: Number(n) }) },
  min: { key: 'validation.min.numeric', params: ([n]) => ({ min: Number(n) }) },
  max: { key: 'validation.max.numeric', params: ([n]) => ({ max: Number(n) }) },
  isNumber: { key: 'validation.numeric' },
  isInt: { key: 'validation.numeric' },
  isNumberString: { key: 'validation.numeric' },
  isAlphanumeric: { key: 'validation.alpha_num' },
  same: { key: 'validation.same', params: ([other]) => ({ other: String(other) }) },
  isIn: { key: 'validation.in', params: ([values]) => ({ values: (values as unknown[]).join(', ') }) },
  isEnum: { key: 'validation.in', params: ([e]) => ({ values: Object.values(e as object).join(', ') }) },
  whitelistValidation: { key: 'validation.unknown' },
  // The input classes every field gets (input-classes.ts); their parameters come from the error's contexts.
  controlCharacters: { key: 'validation.controlCharacters' },
  lineBreaks: { key: 'validation.lineBreaks' },
  columnMax: { key: 'validation.max.numeric' },
  columnMin: { key: 'validation.min.numeric' },
  nestedShape: { key: 'validation.type' },
};

function constraintArgs(error: ValidationError, name: string): unknown[] {
  if (!error.target) return [];
  const metadatas = getMetadataStorage().getTargetValidationMetadatas(error.target.constructor, '', true, false);
  const found = metadatas.find((m) => m.propertyName === error.property && (m.name === name || m.type === name));
  return found?.constraints ?? [];
}

const isMissing = (value: unknown) => value === undefined || value === null || value === '';

/** Flattens class-validator errors (nested ones as `parent.child`) into field issues. */
export function toFieldIssues(errors: ValidationError[], parent = ''): FieldIssue[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const names = Object.keys(error.constraints ?? {});
    // A missing required value gets only the required message, not every rule it also fails.
    const required = names.find((n) => REQUIRED.has(n));
    const chosen = required && isMissing(error.value) ? [required] : names;
    const own = chosen.map((name): FieldIssue => {
      const args = constraintArgs(error, name);
      // a contracts rule (`@Satisfies`) carries its own message key and parameters
      if (name.startsWith(CONTRACT_RULE_PREFIX) && args[0]) {
        const contract = args[0] as ContractRule;
        return { field, messageKey: contract.messageKey, params: { ...contract.params } };
      }
      const rule = RULES[name] ?? { key: 'validation.type' };
      const context = error.contexts?.[name] as ErrorParams | undefined;
      const params = context ?? (rule.params ? rule.params(args) : {});
      return { field, messageKey: rule.key, params };
    });
    return [...own, ...toFieldIssues(error.children ?? [], field)];
  });
}

const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Own keys that would reach an object's prototype, as dotted field paths (nested objects included). */
export function prototypeKeys(value: unknown, parent = '', depth = 0): string[] {
  if (value === null || typeof value !== 'object' || depth > 4) return [];
  return Object.keys(value).flatMap((key) => {
    const field = parent ? `${parent}.${key}` : key;
    if (PROTOTYPE_KEYS.has(key)) return [field];
    return prototypeKeys((value as Record<string, unknown>)[key], field, depth + 1);
  });
}

const OPTIONAL_BODY = Symbol('fachwerk:optional-body');

/**
 * On a body DTO whose fields are all optional and whose route may be called without a body (an
 * action with an optional reason): an absent or `null` body is read as `{}`. Every other body DTO
 * requires a JSON object — above all the patch DTOs, where `{}` would mean "change nothing".
 */
export const OptionalBody = (): ClassDecorator => (target) => Reflect.defineMetadata(OPTIONAL_BODY, true, target);

const isPlainObject = (value: unknown): boolean => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A whole request body (`@Body()`) must be a JSON object: an array, a string, a number or a boolean
 * never is, and an absent or `null` body only where the DTO is `@OptionalBody()`. Nest's pipe would
 * otherwise turn `null` into `{}` and validate an array's items as if each were the body.
 */
export function bodyShapeError(value: unknown, metadata: ArgumentMetadata): DomainError | undefined {
  if (metadata.type !== 'body' || metadata.data !== undefined || isPlainObject(value)) return undefined;
  const absent = value === undefined || value === null;
  if (absent && metadata.metatype && Reflect.getMetadata(OPTIONAL_BODY, metadata.metatype) === true) return undefined;
  return new DomainError('BODY_NOT_OBJECT');
}

/**
 * class-transformer silently drops `__proto__`/`constructor` keys, so forbidNonWhitelisted never
 * sees them (a query string `?__proto__=x` would pass). Refuse them as unknown fields first.
 */
class StrictValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const shape = bodyShapeError(value, metadata);
    if (shape) throw shape;
    const forbidden = metadata.type === 'custom' ? [] : prototypeKeys(value);
    if (forbidden.length > 0) {
      throw new DomainError('VALIDATION_FAILED', {
        issues: forbidden.map((field) => ({ field, messageKey: 'validation.unknown', params: {} })),
      });
    }
    const loose = metadata.type === 'custom' || this.toValidate(metadata) ? undefined : checkLoose(metadata.data ?? metadata.type, value);
    if (loose) throw this.exceptionFactory(loose.constraints ? [loose] : (loose.children ?? []));
    return super.transform(value, metadata);
  }

  /** class-validator's rules, then the input classes every field gets (control characters, column ranges, nested shapes). */
  protected override async validate(object: object, options?: ValidatorOptions): Promise<ValidationError[]> {
    const errors = await super.validate(object, options);
    return mergeErrors(errors, checkObject(object as Record<string, unknown>));
  }
}

/** The global pipe: whitelist, forbidNonWhitelisted, transform; errors become VALIDATION_FAILED. */
export function createValidationPipe(): ValidationPipe {
  return new StrictValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: true, value: true },
    exceptionFactory: (errors) => new DomainError('VALIDATION_FAILED', { issues: toFieldIssues(errors) }),
  });
}
