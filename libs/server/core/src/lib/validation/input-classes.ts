import { getMetadataStorage, ValidateBy, type ValidationError } from 'class-validator';

/**
 * Input classes every DTO field gets without declaring them, checked by the global
 * validation pipe after class-validator, in the same answer:
 *
 * - **Control characters.** No string (query, path, body, nested, in arrays) may contain a C0 or C1
 *   control character: NUL and its kind reach PostgreSQL (which refuses NUL in text) and logs.
 *   Tab, LF and CR are allowed only in fields marked `@MultiLine()` (descriptions, messages,
 *   reasons, comments: what the web edits in a textarea or an HTML editor); single-line fields
 *   (names, e-mail addresses, ids, search terms) refuse them too.
 * - **Numbers a column can hold.** Every number is bounded even where the DTO declares no limit:
 *   integers (`@IsInt()`) to PostgreSQL's `integer` (all integer columns, money in cents included,
 *   are int4), other numbers to the safe-integer range; a side the DTO bounds itself (`@Min`,
 *   `@Max`) is left to it. Paging beyond the range (`page=1e20`) is a 400, not an OFFSET overflow.
 * - **Nested shapes.** A `@ValidateNested()` object field given an array, or an array field of
 *   nested objects given something else (an object, arrays inside the array), is refused:
 *   class-validator alone validates an array's elements where one object is expected.
 */

const MULTI_LINE = 'multiLine';

/**
 * Tab, LF and CR are allowed in the strings of this property. Recorded as a (never failing)
 * class-validator rule, so PartialType/PickType/OmitType copies of a DTO keep it.
 */
export const MultiLine = (): PropertyDecorator => ValidateBy({ name: MULTI_LINE, validator: { validate: () => true } });
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LINE_BREAK = /[\t\n\r]/;
export const INT4_MIN = -(2 ** 31);
export const INT4_MAX = 2 ** 31 - 1;
const MAX_DEPTH = 16;

/** The constraint a string breaks, if any. */
export function stringConstraint(value: string, multiLine: boolean): 'controlCharacters' | 'lineBreaks' | undefined {
  if (CONTROL.test(value)) return 'controlCharacters';
  if (!multiLine && LINE_BREAK.test(value)) return 'lineBreaks';
  return undefined;
}

interface PropertyRules {
  isInt: boolean;
  hasMin: boolean;
  hasMax: boolean;
  isArray: boolean;
  /** `@ValidateNested()`: 'one' object, or 'each' element of an array. */
  nested?: 'one' | 'each';
  multiLine: boolean;
}

const rulesCache = new WeakMap<object, Map<string, PropertyRules>>();

function rulesOf(type: object): Map<string, PropertyRules> {
  const cached = rulesCache.get(type);
  if (cached) return cached;
  const rules = new Map<string, PropertyRules>();
  for (const meta of getMetadataStorage().getTargetValidationMetadatas(type as new () => unknown, '', true, false)) {
    const own = rules.get(meta.propertyName) ?? {
      isInt: false,
      hasMin: false,
      hasMax: false,
      isArray: false,
      multiLine: false,
    };
    if (meta.name === 'isInt') own.isInt = true;
    if (meta.name === 'min') own.hasMin = true;
    if (meta.name === 'max') own.hasMax = true;
    if (meta.name === 'isArray') own.isArray = true;
    if (meta.name === MULTI_LINE) own.multiLine = true;
    if (meta.type === 'nestedValidation') own.nested = meta.each ? 'each' : 'one';
    rules.set(meta.propertyName, own);
  }
  rulesCache.set(type, rules);
  return rules;
}

type Problem = { constraint: string; context?: Record<string, number> };

function numberProblem(value: number, rules: PropertyRules | undefined): Problem | undefined {
  if (!Number.isFinite(value)) return { constraint: 'isNumber' };
  const isInt = rules?.isInt ?? false;
  const max = isInt ? INT4_MAX : Number.MAX_SAFE_INTEGER;
  const min = isInt ? INT4_MIN : -Number.MAX_SAFE_INTEGER;
  if (!rules?.hasMax && value > max) return { constraint: 'columnMax', context: { max } };
  if (!rules?.hasMin && value < min) return { constraint: 'columnMin', context: { min } };
  return undefined;
}

const isPlainOrInstance = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const error = (property: string, value: unknown, problems: Problem[], children: ValidationError[] = []): ValidationError => ({
  property,
  value,
  constraints: problems.length ? Object.fromEntries(problems.map((p) => [p.constraint, p.constraint])) : undefined,
  contexts: Object.fromEntries(problems.filter((p) => p.context).map((p) => [p.constraint, p.context])),
  children,
});

/** Errors of one value of a property (an element of an array property is checked with the property's rules). */
function checkValue(property: string, value: unknown, rules: PropertyRules | undefined, element: boolean, depth: number): ValidationError | undefined {
  if (typeof value === 'string') {
    const constraint = stringConstraint(value, rules?.multiLine ?? false);
    return constraint ? error(property, value, [{ constraint }]) : undefined;
  }
  if (typeof value === 'number') {
    const problem = numberProblem(value, rules);
    return problem ? error(property, value, [problem]) : undefined;
  }
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    // An array where one nested object is expected, or arrays inside an array of nested objects.
    if (rules?.nested === 'one' || (element && rules?.nested === 'each')) return error(property, undefined, [{ constraint: 'nestedShape' }]);
    const children = value.flatMap((item, index) => checkValue(String(index), item, rules, true, depth + 1) ?? []);
    return children.length ? error(property, undefined, [], children) : undefined;
  }
  // An object where an array of nested objects is expected (class-validator would validate it as one).
  if (!element && rules?.nested === 'each' && !rules.isArray) return error(property, undefined, [{ constraint: 'nestedShape' }]);
  if (!rules?.nested) return undefined;
  const children = checkObject(value as Record<string, unknown>, depth + 1);
  return children.length ? error(property, undefined, [], children) : undefined;
}

/** Errors of the input classes in a DTO instance (only its declared properties: others are refused as unknown). */
export function checkObject(object: Record<string, unknown>, depth = 0): ValidationError[] {
  if (!isPlainOrInstance(object)) return [];
  const rules = rulesOf(object.constructor);
  return Object.keys(object).flatMap((key) => {
    const own = rules.get(key);
    if (!own) return [];
    return checkValue(key, object[key], own, false, depth) ?? [];
  });
}

/**
 * Errors of a value without a DTO (`@Query('q') q: string`, `@Param('id') id: string`, a raw query
 * object): strings single-line and free of control characters, numbers in the safe range.
 */
export function checkLoose(property: string, value: unknown, depth = 0): ValidationError | undefined {
  if (Array.isArray(value) || isPlainOrInstance(value)) {
    if (depth > MAX_DEPTH) return undefined;
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    const children = entries.flatMap(([key, v]) => checkLoose(key, v, depth + 1) ?? []);
    return children.length ? error(property, undefined, [], children) : undefined;
  }
  return checkValue(property, value, undefined, false, depth);
}

/** class-validator's errors and the input-class errors of the same object, merged per property. */
export function mergeErrors(first: ValidationError[], second: ValidationError[]): ValidationError[] {
  const merged = first.map((e) => ({ ...e }));
  for (const extra of second) {
    const same = merged.find((e) => e.property === extra.property);
    if (!same) {
      merged.push(extra);
      continue;
    }
    same.constraints = { ...extra.constraints, ...same.constraints };
    same.contexts = { ...extra.contexts, ...same.contexts };
    same.children = mergeErrors(same.children ?? [], extra.children ?? []);
  }
  return merged;
}
