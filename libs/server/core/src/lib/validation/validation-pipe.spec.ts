import 'reflect-metadata';
import { IsEmail, IsInt, IsNotEmpty, IsString, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { DomainError } from '../errors/domain-error';
import { localiseIssues } from './field-messages';
import { createValidationPipe, IsAlphaNumSpace, Same } from './validation-pipe';

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
