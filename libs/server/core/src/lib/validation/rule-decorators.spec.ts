import 'reflect-metadata';
import { IsNumber, IsOptional } from 'class-validator';
import { rules, type Rule } from '@fachwerk/shared/contracts/rules';
import { RULE_EXAMPLES } from '@fachwerk/shared/contracts/testing';
import { DomainError } from '../errors/domain-error';
import { localiseIssues } from './field-messages';
import { NotAbove, ruleIssues, Satisfies } from './rule-decorators';
import { createValidationPipe } from './validation-pipe';

/** A body class with one optional field checked by the contracts rule, as a DTO declares it. */
function dtoFor(rule: Rule) {
  class Dto {
    @IsOptional()
    @Satisfies(rule)
    value?: unknown;
  }
  return Dto;
}

async function issuesOf(metatype: new () => object, body: object) {
  try {
    await createValidationPipe().transform(body, { type: 'body', metatype });
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).issues ?? [];
  }
}

describe('DTO decorators over the contracts rules', () => {
  describe.each(Object.entries(RULE_EXAMPLES))('%s: the server accepts and refuses the shared table', (name, { valid, invalid }) => {
    const rule = rules[name as keyof typeof RULE_EXAMPLES] as Rule;
    const Dto = dtoFor(rule);
    it.each(valid.map((v) => [v]))('accepts %p', async (value) => expect(await issuesOf(Dto, { value })).toEqual([]));
    it.each(invalid.map((v) => [v]))('refuses %p with the rule’s message', async (value) =>
      expect(await issuesOf(Dto, { value })).toEqual([{ field: 'value', messageKey: rule.messageKey, params: rule.params }]));
  });

  it('localises a contract rule’s message naming the field, and min ≤ max names both fields', async () => {
    class BudgetDto {
      @Satisfies(rules.phone) phoneNumber!: string;
      @NotAbove('budgetMax') budgetMin!: number;
      @IsNumber() budgetMax!: number;
    }
    const issues = await issuesOf(BudgetDto, { phoneNumber: '12', budgetMin: 500, budgetMax: 400 });
    expect(localiseIssues(issues, 'de')).toEqual({
      phoneNumber: ['Telefonnummer ist keine gültige Telefonnummer (z. B. 040 123456 oder +49 40 123456).'],
      budgetMin: ['Mindestpreis darf nicht größer als Höchstpreis sein.'],
    });
  });

  it('ruleIssues applies the rules to values a service merged, as the decorators report them', () => {
    const schema = { budgetMin: [rules.notAbove('budgetMax')], endDate: [rules.notBefore('startDate')] };
    expect(ruleIssues({ budgetMin: 500, budgetMax: 400, startDate: '2026-05-01', endDate: '2026-04-30' }, schema)).toEqual([
      { field: 'budgetMin', messageKey: 'validation.notAbove', params: { other: 'budgetMax' } },
      { field: 'endDate', messageKey: 'validation.notBefore', params: { other: 'startDate' } },
    ]);
    expect(ruleIssues({ budgetMin: 400, budgetMax: 400, startDate: '2026-05-01', endDate: undefined }, schema)).toEqual([]);
  });
});
