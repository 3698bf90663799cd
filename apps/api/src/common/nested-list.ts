import { applyDecorators, type Type as ClassType } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsObject, IsOptional, ValidateIf, ValidateNested } from 'class-validator';

export interface NestedListOptions {
  /** the most rows accepted (documented as `maxItems`) */
  max: number;
  /** the field may be left out (default: required) */
  optional?: boolean;
  /** at least one row (documented as `minItems: 1`) */
  nonEmpty?: boolean;
  description?: string;
}

/**
 * A list of nested objects in a request body, validated row by row as `item`: an array, at most
 * `max` rows, each transformed into `item` and checked by its own decorators, documented as such in
 * the OpenAPI document (which the generated bad-input suite reads). One decorator for what every
 * list field of the DTOs (contact persons, languages, work experience, references, invoice lines, …)
 * wrote out as six.
 */
export function NestedList(item: ClassType<unknown>, { max, optional = false, nonEmpty = false, description }: NestedListOptions) {
  const doc = { type: item, isArray: true, maxItems: max, ...(nonEmpty ? { minItems: 1 } : {}), ...(description ? { description } : {}) };
  return applyDecorators(
    optional ? ApiPropertyOptional(doc) : ApiProperty(doc),
    ...(optional ? [IsOptional()] : []),
    IsArray(),
    ...(nonEmpty ? [ArrayNotEmpty()] : []),
    ArrayMaxSize(max),
    ValidateNested({ each: true }),
    Type(() => item),
  );
}

/**
 * One nested object in a request body that may be left out (unchanged) or sent as `null` (removed):
 * otherwise an object, transformed into `item` and checked by its own decorators.
 */
export function NullableNested(item: ClassType<unknown>) {
  return applyDecorators(
    ApiPropertyOptional({ type: item, nullable: true }),
    IsOptional(),
    ValidateIf((_, value) => value !== null),
    IsObject(),
    ValidateNested(),
    Type(() => item),
  );
}
