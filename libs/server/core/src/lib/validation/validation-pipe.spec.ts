import 'reflect-metadata';
import { IsEmail, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import { PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { DomainError } from '../errors/domain-error';
import { localiseIssues } from './field-messages';
import { MultiLine } from './input-classes';
import { IsAlphaNumSpace } from './rule-decorators';
import { translate } from '@fachwerk/shared/i18n/server';
import { createValidationPipe, OptionalBody, Same } from './validation-pipe';

class AddressDto {
  @IsNotEmpty()
  @IsString()
  city!: string;
}

class SignupDto {
  @IsNotEmpty()
  @IsEmail()
  email!: string;

  @IsNotEmpty()
  @MinLength(8)
  @MaxLength(20)
  password!: string;

  @Same('password')
  password_confirmation!: string;

  @IsInt()
  @Min(1)
  dailyHours!: number;

  @IsAlphaNumSpace()
  companyName!: string;

  @ValidateNested()
  @Type(() => AddressDto)
  address!: AddressDto;
}

async function errorsFor(body: unknown, language: string): Promise<Record<string, string[]>> {
  try {
    await createValidationPipe().transform(body, { type: 'body', metatype: SignupDto });
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    const domain = error as DomainError;
    expect(domain.code).toBe('VALIDATION_FAILED');
    return localiseIssues(domain.issues ?? [], language);
  }
  throw new Error('expected a validation error');
}

const valid = {
  email: 'a@b.de',
  password: 'geheim123',
  password_confirmation: 'geheim123',
  dailyHours: 8,
  companyName: 'Müller Bau 2',
  address: { city: 'Köln' },
};

describe('validation pipe messages (§5)', () => {
  it('accepts a valid body and transforms it to the DTO class', async () => {
    const result = await createValidationPipe().transform(valid, { type: 'body', metatype: SignupDto });
    expect(result).toBeInstanceOf(SignupDto);
  });

  it('names the field in the required message, in German and English, and only says "required" for a missing value', async () => {
    const body = { ...valid, email: undefined };
    expect((await errorsFor(body, 'de'))['email']).toEqual(['Das Feld E-Mail-Adresse ist erforderlich.']);
    expect((await errorsFor(body, 'en'))['email']).toEqual(['The email field is required.']);
  });

  it('gives min and max lengths with the number of characters', async () => {
    expect((await errorsFor({ ...valid, password: 'kurz', password_confirmation: 'kurz' }, 'en'))['password']).toEqual([
      'The password must be at least 8 characters.',
    ]);
    const long = 'x'.repeat(21);
    expect((await errorsFor({ ...valid, password: long, password_confirmation: long }, 'de'))['password']).toEqual([
      'Passwort darf nicht länger als 20 Zeichen sein.',
    ]);
  });

  it('says "must be a number" for non-numeric input', async () => {
    expect((await errorsFor({ ...valid, dailyHours: 'acht' }, 'en'))['dailyHours']).toContain('The daily working hours must be a number.');
  });

  it('checks e-mail format, alpha_num_space, same and nested fields', async () => {
    const errors = await errorsFor(
      { ...valid, email: 'kein-at', companyName: 'Bau & Co', password_confirmation: 'anders123', address: { city: '' } },
      'en',
    );
    expect(errors['email']).toEqual(['The email must be a valid email address.']);
    expect(errors['companyName']).toEqual(['The company name may only contain letters, numbers and spaces.']);
    expect(errors['password_confirmation']).toEqual(['The password confirmation and password must match.']);
    // a nested field is named by its own label when the catalogue has one
    expect(errors['address.city']).toEqual(['The city field is required.']);
  });

  it('rejects fields the DTO does not declare', async () => {
    expect((await errorsFor({ ...valid, isAdmin: true }, 'de'))['isAdmin']).toEqual(['Das Feld isAdmin ist nicht erlaubt.']);
  });
});

describe('prototype keys', () => {
  it('are refused as unknown fields before class-transformer can drop them', async () => {
    const { createValidationPipe, prototypeKeys } = await import('./validation-pipe');
    const { parseQueryString } = await import('../http/query-string');
    const query = parseQueryString('page=1&__proto__=x');
    expect(prototypeKeys(query)).toEqual(['__proto__']);
    expect(prototypeKeys({ a: { constructor: { prototype: {} } } })).toEqual(['a.constructor']);
    class Query {}
    await expect(createValidationPipe().transform(query, { type: 'query', metatype: Query })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });
});

describe('input classes every field gets', () => {
  class PlaceDto {
    @IsString()
    city!: string;
  }

  class NoteDto {
    @IsString()
    title!: string;

    @MultiLine()
    @IsString()
    body!: string;

    @IsOptional()
    @IsInt()
    count?: number;

    @IsOptional()
    @IsInt()
    @Max(5)
    rating?: number;

    @IsOptional()
    @IsNumber()
    amount?: number;

    @IsOptional()
    @ValidateNested()
    @Type(() => PlaceDto)
    place?: PlaceDto;

    @IsOptional()
    @ValidateNested({ each: true })
    @Type(() => PlaceDto)
    places?: PlaceDto[];

    @IsOptional()
    @IsString({ each: true })
    tags?: string[];
  }

  class NotePatchDto extends PartialType(NoteDto) {}

  const note = { title: 'Dach', body: 'Ziegel\nprüfen' };
  const errorsOf = async (body: unknown, metatype: new () => unknown = NoteDto, language = 'en') => {
    try {
      await createValidationPipe().transform(body, { type: 'body', metatype });
    } catch (error) {
      return localiseIssues((error as DomainError).issues ?? [], language);
    }
    return {};
  };

  it('refuses C0 and C1 control characters in every string, nested and in arrays, naming the field (de and en)', async () => {
    expect(await errorsOf({ ...note, title: 'a\u0000b' })).toEqual({ title: ['The title contains control characters that are not allowed.'] });
    expect(await errorsOf({ ...note, body: 'x\u0085' }, NoteDto, 'de')).toEqual({ body: ['Nachricht enthält unzulässige Steuerzeichen.'] });
    expect(Object.keys(await errorsOf({ ...note, place: { city: 'K\u001bln' }, tags: ['ok', 'b\u007f'] }))).toEqual(['place.city', 'tags.1']);
  });

  it('allows tab, LF and CR only in @MultiLine() fields, also in a PartialType copy of the DTO', async () => {
    expect(await errorsOf({ ...note, body: 'a\r\n\tb' })).toEqual({});
    expect(await errorsOf({ body: 'a\nb' }, NotePatchDto)).toEqual({});
    expect(await errorsOf({ ...note, title: 'a\nb' })).toEqual({ title: ['The title may not contain line breaks or tabs.'] });
  });

  it('bounds integers to int4 and other numbers to the safe range unless the DTO bounds them itself', async () => {
    expect(await errorsOf({ ...note, count: 2 ** 31 })).toEqual({ count: ['The count may not be greater than 2147483647.'] });
    expect(await errorsOf({ ...note, count: -(2 ** 31) - 1 })).toEqual({ count: ['The count must be at least -2147483648.'] });
    expect(await errorsOf({ ...note, count: 2 ** 31 - 1 })).toEqual({});
    expect(await errorsOf({ ...note, amount: 1e300 })).toEqual({ amount: [`The amount may not be greater than ${Number.MAX_SAFE_INTEGER}.`] });
    // The DTO's own @Max answers alone (no second message).
    expect(await errorsOf({ ...note, rating: 2 ** 40 })).toEqual({ rating: ['The rating may not be greater than 5.'] });
  });

  it('refuses an array where one nested object is expected, an object or nested arrays where an array of objects is', async () => {
    expect(await errorsOf({ ...note, place: [{ city: 'Köln' }] })).toEqual({ place: ['The place has an invalid format.'] });
    expect(await errorsOf({ ...note, places: { city: 'Köln' } })).toEqual({ places: ['The places has an invalid format.'] });
    expect(Object.keys(await errorsOf({ ...note, places: [[{ city: 'Köln' }]] }))).toContain('places.0');
    expect(await errorsOf({ ...note, places: [{ city: 'Köln' }] })).toEqual({});
  });

  it('checks parameters without a DTO (a path id, a search term): single-line, no control characters', async () => {
    const pipe = createValidationPipe();
    await expect(pipe.transform('a\u0000', { type: 'param', metatype: String, data: 'id' })).rejects.toMatchObject({
      issues: [{ field: 'id', messageKey: 'validation.controlCharacters' }],
    });
    await expect(pipe.transform('a\nb', { type: 'query', metatype: String, data: 'q' })).rejects.toMatchObject({
      issues: [{ field: 'q', messageKey: 'validation.lineBreaks' }],
    });
    await expect(pipe.transform('Köln', { type: 'query', metatype: String, data: 'q' })).resolves.toBe('Köln');
  });
});

describe('the request body is a JSON object', () => {
  class PatchDto {
    @IsOptional()
    @IsString()
    title?: string;
  }

  @OptionalBody()
  class ReasonDto {
    @IsOptional()
    @IsString()
    reason?: string;
  }

  const pipe = createValidationPipe();
  const refusal = (body: unknown, metatype: new () => unknown) => pipe.transform(body, { type: 'body', metatype });

  it.each([
    ['an array', [{ title: 'Dach' }]],
    ['a string', 'Dach'],
    ['a number', 42],
    ['a boolean', true],
  ])('refuses %s as the body of any DTO, optional body or not', async (_label, body) => {
    await expect(refusal(body, PatchDto)).rejects.toMatchObject({ code: 'BODY_NOT_OBJECT' });
    await expect(refusal(body, ReasonDto)).rejects.toMatchObject({ code: 'BODY_NOT_OBJECT' });
  });

  it('refuses an absent or null body where the DTO requires one (a patch: {} would change nothing)', async () => {
    await expect(refusal(null, PatchDto)).rejects.toMatchObject({ code: 'BODY_NOT_OBJECT' });
    await expect(refusal(undefined, PatchDto)).rejects.toMatchObject({ code: 'BODY_NOT_OBJECT' });
    await expect(refusal(null, SignupDto)).rejects.toMatchObject({ code: 'BODY_NOT_OBJECT' });
  });

  it('reads an absent or null body as {} where the DTO is @OptionalBody(), and still validates an object', async () => {
    await expect(refusal(undefined, ReasonDto)).resolves.toBeInstanceOf(ReasonDto);
    await expect(refusal(null, ReasonDto)).resolves.toEqual({});
    await expect(refusal({ reason: 'zu spät' }, ReasonDto)).resolves.toEqual({ reason: 'zu spät' });
    await expect(refusal({ reason: 7 }, ReasonDto)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('leaves single body fields (@Body(\'name\')) and other parameters to their own rules', async () => {
    await expect(pipe.transform('Dach', { type: 'body', metatype: String, data: 'title' })).resolves.toBe('Dach');
    await expect(pipe.transform('7', { type: 'query', metatype: String, data: 'page' })).resolves.toBe('7');
  });

  it('says so in German and English', () => {
    expect(translate('de', 'errors.BODY_NOT_OBJECT')).toBe('Der Anfrageinhalt muss ein JSON-Objekt sein.');
    expect(translate('en', 'errors.BODY_NOT_OBJECT')).toBe('The request body must be a JSON object.');
  });
});
