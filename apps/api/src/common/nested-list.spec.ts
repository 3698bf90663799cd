import { plainToInstance } from 'class-transformer';
import { IsNotEmpty, IsString, validate } from 'class-validator';
import { toFieldIssues } from '@fachwerk/server/core';
import { NestedList, NullableNested } from './nested-list';

class RowDto {
  @IsNotEmpty() @IsString() name!: string;
}

class RequiredListDto {
  @NestedList(RowDto, { max: 2, nonEmpty: true }) rows!: RowDto[];
}

class OptionalListDto {
  @NestedList(RowDto, { max: 2, optional: true, description: 'empty when left out' }) rows?: RowDto[];
}

class NullableRowDto {
  @NullableNested(RowDto) row?: RowDto | null;
}

async function issues<T extends object>(type: new () => T, plain: object): Promise<Record<string, string[]>> {
  const errors = await validate(plainToInstance(type, plain), { whitelist: true, forbidNonWhitelisted: true });
  const out: Record<string, string[]> = {};
  for (const issue of toFieldIssues(errors)) (out[issue.field] ??= []).push(issue.messageKey);
  return out;
}

/** Where @nestjs/swagger keeps a property's OpenAPI description (its API_MODEL_PROPERTIES). */
const API_MODEL_PROPERTIES = 'swagger/apiModelProperties';

describe('NestedList', () => {
  it('accepts rows that pass their own checks and transforms them into the row type', async () => {
    const dto = plainToInstance(RequiredListDto, { rows: [{ name: 'Anna' }] });
    expect(dto.rows[0]).toBeInstanceOf(RowDto);
    expect(await issues(RequiredListDto, { rows: [{ name: 'Anna' }, { name: 'Ben' }] })).toEqual({});
  });

  it('refuses a missing, empty, non-array or too long list and reports a bad row by its path', async () => {
    expect(Object.keys(await issues(RequiredListDto, {}))).toEqual(['rows']);
    // an empty list is reported as the field being required (§5: the message names the field)
    expect(await issues(RequiredListDto, { rows: [] })).toEqual({ rows: ['validation.required'] });
    expect(Object.keys(await issues(RequiredListDto, { rows: 'Anna' }))).toEqual(['rows']);
    expect(await issues(RequiredListDto, { rows: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] })).toEqual({
      rows: ['validation.max.numeric'],
    });
    const bad = await issues(RequiredListDto, { rows: [{ name: 'Anna' }, { name: '' }] });
    expect(Object.keys(bad)).toEqual(['rows.1.name']);
  });

  it('lets an optional list be left out, but checks it when given', async () => {
    expect(await issues(OptionalListDto, {})).toEqual({});
    expect(Object.keys(await issues(OptionalListDto, { rows: [{ name: 42 }] }))).toEqual(['rows.0.name']);
  });

  it('documents the row type, its bounds and whether it is required', () => {
    const required = Reflect.getMetadata(API_MODEL_PROPERTIES, RequiredListDto.prototype, 'rows');
    expect(required).toMatchObject({ type: RowDto, isArray: true, maxItems: 2, minItems: 1 });
    expect(required.required).not.toBe(false);
    const optional = Reflect.getMetadata(API_MODEL_PROPERTIES, OptionalListDto.prototype, 'rows');
    expect(optional).toMatchObject({ type: RowDto, isArray: true, maxItems: 2, required: false, description: 'empty when left out' });
  });
});

describe('NullableNested', () => {
  it('lets the object be left out or sent as null, and checks it by its own rules when given', async () => {
    expect(await issues(NullableRowDto, {})).toEqual({});
    expect(await issues(NullableRowDto, { row: null })).toEqual({});
    expect(plainToInstance(NullableRowDto, { row: { name: 'Anna' } }).row).toBeInstanceOf(RowDto);
    expect(await issues(NullableRowDto, { row: { name: 'Anna' } })).toEqual({});
    expect(Object.keys(await issues(NullableRowDto, { row: { name: '' } }))).toEqual(['row.name']);
    expect(Object.keys(await issues(NullableRowDto, { row: 'Anna' }))).toEqual(['row']);
  });

  it('documents the object type as optional and nullable', () => {
    expect(Reflect.getMetadata(API_MODEL_PROPERTIES, NullableRowDto.prototype, 'row')).toMatchObject({ type: RowDto, nullable: true, required: false });
  });
});
