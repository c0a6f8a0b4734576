import { describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';

// Issue 16 §3: unknown JSON fields stay accepted (clients written for the original API send extra ones), but the
// answer names them in Ignored-Fields, documented on the operation, so a typo such as pak_size is found.

const setup = useHarness();

describe('Ignored-Fields', () => {
  it('a misspelt variant field: 201 as before, pack_size defaults, and the header names the path', async () => {
    const body = { slug: 'typo', title: 'Typo', extra_top: 1, variants: [{ sku: 'TY-1', pak_size: 12, options: { colour: 'red' } }] };
    const res = await setup.t.call('PUT', '/api/v1/products/slug/typo', body);
    expect(res.status, res.text).toBe(201);
    expect(res.body.variants[0].pack_size).toBe(1);
    expect(res.headers.get('ignored-fields')).toBe('extra_top, variants[0].pak_size');
  });

  it('no header when every field is known (free-form objects such as options included)', async () => {
    const res = await setup.t.call('PUT', '/api/v1/products/slug/clean', { slug: 'clean', title: 'Clean', variants: [{ sku: 'CL-1', pack_size: 2, options: { any: 'x' } }] });
    expect(res.status, res.text).toBe(201);
    expect(res.headers.get('ignored-fields')).toBeNull();
  });

  it('names the first 20 paths and counts the rest', async () => {
    const extra = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`x${i}`, i]));
    const res = await setup.t.call('PUT', '/api/v1/products/slug/many', { slug: 'many', title: 'Many', ...extra });
    expect(res.status, res.text).toBe(201);
    const header = res.headers.get('ignored-fields')!;
    expect(header.split(', ')).toHaveLength(21);
    expect(header).toMatch(/^x0, x1, .*x19, \(5 more\)$/);
  });

  it('the document declares the header, as one shared definition, on the JSON operations', async () => {
    const doc = (await setup.t.call('GET', '/openapi.json')).body;
    expect(doc.components.headers.IgnoredFields.description).toMatch(/ignored/);
    const put = doc.paths['/api/v1/products/{lookupBy}/{identifier}'].put;
    expect(put.responses['201'].headers['Ignored-Fields']).toEqual({ $ref: '#/components/headers/IgnoredFields' });
  });
});
