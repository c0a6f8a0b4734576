import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { problemCode, zodIssuesToProblems } from '../../../src/http/validation.ts';

// The zod → contract code mapping of §0 "Errors" (400 schema problems).

const Body = z.object({
  name: z.string().min(2),
  email: z.email(),
  lines: z.array(z.object({ sku: z.string(), quantity: z.number().int() })),
});

const problems = (schema: z.ZodType, value: unknown, target = 'json') => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return zodIssuesToProblems(result.error, target);
};

describe('zodIssuesToProblems', () => {
  it('type, format and length problems are keyword-mismatch with the property named', () => {
    const items = problems(Body, { name: 'x', email: 'not-mail', lines: [{ sku: 5, quantity: 1.5 }] });
    expect(items.map((i) => [i.property, i.code]).sort()).toEqual([
      ['email', 'keyword-mismatch'],
      ['lines[0].quantity', 'keyword-mismatch'],
      ['lines[0].sku', 'keyword-mismatch'],
      ['name', 'keyword-mismatch'],
    ]);
    for (const i of items) expect(i.message.length).toBeGreaterThan(0);
  });

  it('a missing field is missing-param with message Required', () => {
    expect(problems(Body, { email: 'a@b.co', lines: [] })).toEqual([{ code: 'missing-param', message: 'Required', property: 'name' }]);
  });

  it('a body of the wrong shape (not an object) is body-mismatch without a property', () => {
    const items = problems(Body, [1, 2]);
    expect(items).toHaveLength(1);
    expect(items[0]!.code).toBe('body-mismatch');
    expect(items[0]!.property).toBeUndefined();
  });

  it('unknown keys of a strict object are body-mismatch', () => {
    expect(problems(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })[0]!.code).toBe('body-mismatch');
  });

  it('query and path values are parameters-mismatch; headers are headers-mismatch', () => {
    const Q = z.object({ page: z.coerce.number().int().min(1) });
    expect(problems(Q, { page: '0' }, 'query')).toEqual([expect.objectContaining({ code: 'parameters-mismatch', property: 'page' })]);
    expect(problems(Q, { page: 'x' }, 'param')[0]!.code).toBe('parameters-mismatch');
    expect(problems(z.object({ 'site-id': z.string() }), {}, 'header')[0]!.code).toBe('headers-mismatch');
  });

  it('one item per problem', () => {
    expect(problems(Body, {})).toHaveLength(3);
  });

  it("a value past two bounds of one side is one problem: the field's own bound, not the safe-integer one", () => {
    const Weight = z.object({ weight: z.number().int().max(2_147_483_647) });
    expect(problems(Weight, { weight: 1e20 })).toEqual([{ code: 'keyword-mismatch', property: 'weight', message: expect.stringContaining('2147483647') }]);
  });

  it('different problems on one field stay separate items', () => {
    const Tags = z.object({
      tags: z
        .array(z.string())
        .refine((l) => l.length <= 2, 'must have at most 2 entries')
        .refine((l) => new Set(l).size === l.length, 'must not repeat'),
    });
    expect(problems(Tags, { tags: ['a', 'a', 'b'] }).map((i) => i.message)).toEqual(['must have at most 2 entries', 'must not repeat']);
  });

  it('a refinement may carry its own contract code (problemCode)', () => {
    const By = z.object({ by: z.string().refine((v) => v === 'id', problemCode('parameters-mismatch', 'must be id')) });
    expect(problems(By, { by: 'slug' })).toEqual([{ code: 'parameters-mismatch', property: 'by', message: 'must be id' }]);
  });
});
