import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { readResponse, useHarness, type ApiResponse } from '../../helpers/harness.ts';
import { createLists, priceMap } from '../pricing/price-writes-fixtures.ts';

// How bodies are decoded (issue 15, items 7, 8 and 12): the charset a media type names (415 for one the hub does
// not decode, 400 naming the line for a byte that is not valid in it, never a U+FFFD the client did not send),
// RFC 9110 media type syntax, gzip content coding (the limit applies to the decoded size) and line endings.

const setup = useHarness({ workers: true });
let ids: Record<string, string>;
beforeAll(async () => {
  ids = await createLists(setup.h, setup.t, ['enc', 'lat', 'gz', 'crlf']);
});

const latin1 = (s: string) => Buffer.from(s, 'latin1');

/** A request with a body of raw bytes (Content-Length set, as real clients do). */
async function send(method: string, path: string, body: Uint8Array | string, headers: Record<string, string>): Promise<ApiResponse> {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const res = await setup.h.request(path, {
    method,
    headers: { 'Site-Id': setup.t.siteId, Authorization: `Bearer ${setup.t.token}`, 'Content-Length': String(bytes.byteLength), ...headers },
    body: bytes,
  });
  return readResponse(res);
}

const batch = (body: Uint8Array | string, headers: Record<string, string>) => send('PATCH', '/api/v1/batch-update-pricing', body, headers);
const storedSkus = async () =>
  (await setup.h.deps.db.pool.query<{ sku: string }>('SELECT sku FROM prices WHERE site_id = $1 ORDER BY sku', [setup.t.siteId])).rows.map((r) => r.sku);

describe('bulk bodies: charsets', () => {
  it('CSV in windows-1252 (or labelled ISO-8859-1) is decoded: é and è stay two SKUs, 0x80 is €', async () => {
    const res = await batch(latin1('price_list_slug,sku,price\nlat,CAF\xe9X,1\nlat,CAF\xe8X,2\n'), { 'Content-Type': 'text/csv; charset=windows-1252' });
    expect(res.status, res.text).toBe(204);
    const euro = await batch(Buffer.from([...latin1('price_list_slug,sku,price\r\nlat,EUR'), 0x80, ...latin1(',3\r\n')]), {
      'Content-Type': 'text/csv; charset="ISO-8859-1"',
    });
    expect(euro.status, euro.text).toBe(204);
    expect(await priceMap(setup.h, ids.lat!)).toEqual(['CAFèX@1=2.0000', 'CAFéX@1=1.0000', 'EUR€@1=3.0000']);
  });

  it('a byte that is not UTF-8 in a CSV: 400 on its line, nothing stored, no U+FFFD', async () => {
    const before = await storedSkus();
    const body = latin1('price_list_slug,sku,price\nenc,OK,1\nenc,CAF\xe9X,1\nenc,Y,-1\n');
    const res = await batch(body, { 'Content-Type': 'text/csv' });
    expect(res.status, res.text).toBe(400);
    expect(res.body.errors).toEqual([
      { line: 3, field: 'body', message: expect.stringMatching(/^line 3 has byte 0xE9 \(byte 43 of the body\), which is not valid UTF-8; send UTF-8, or name/) },
    ]);
    expect(await storedSkus()).toEqual(before);
    expect((await storedSkus()).some((s) => s.includes('\uFFFD'))).toBe(false);
  });

  it('US-ASCII declared: a byte above 0x7F is refused on its line', async () => {
    const res = await batch(latin1('price_list_slug,sku,price\r\n\r\nenc,A\xe9,1\r\n'), { 'Content-Type': 'text/csv; charset=us-ascii' });
    expect(res.status, res.text).toBe(400);
    expect(res.body.errors).toEqual([{ line: 3, field: 'body', message: expect.stringContaining('not valid US-ASCII') }]);
  });

  it('a JSON body with a byte that is not UTF-8: 400 for the body, naming the line; a U+FFFD the client sent is kept', async () => {
    const res = await batch(Buffer.concat([Buffer.from('[\n{"price_list_slug":"enc","sku":"Ren'), Buffer.from([0xe9]), Buffer.from('e","pricing":[{"quantity":1,"price":1}]}]')]), {
      'Content-Type': 'application/json',
    });
    expect(res.status, res.text).toBe(400);
    expect(res.body.errors).toEqual([{ line: 0, field: 'body', message: 'line 2 has byte 0xE9 (byte 38 of the body), which is not valid UTF-8' }]);
    const sent = await batch(JSON.stringify([{ price_list_slug: 'enc', sku: 'SENT\uFFFD', pricing: [{ quantity: 1, price: 1 }] }]), { 'Content-Type': 'application/json' });
    expect(sent.status, sent.text).toBe(204);
    expect(await priceMap(setup.h, ids.enc!)).toEqual(['SENT\uFFFD@1=1.0000']);
  });

  it('a body that ends inside a UTF-8 character is refused too', async () => {
    const res = await batch(Buffer.concat([latin1('price_list_slug,sku,price\nenc,X,1\nenc,Y'), Buffer.from([0xe2, 0x82])]), { 'Content-Type': 'text/csv' });
    expect(res.status, res.text).toBe(400);
    expect(res.body.errors).toEqual([{ line: 3, field: 'body', message: expect.stringContaining('line 3 ends inside a character, which is not valid UTF-8') }]);
  });

  it.each([
    ['text/csv; charset=UTF-16'],
    ['application/json; charset=utf-16le'],
    ['application/json; charset=windows-1252'],
    ['text/csv; charset=koi8-r'],
  ])('a charset the hub does not decode: 415, empty body (%s)', async (type) => {
    const res = await batch('[]', { 'Content-Type': type });
    expect(res.status).toBe(415);
    expect(res.text).toBe('');
  });
});

describe('media types and content codings', () => {
  it('RFC 9110 spacing around parameters is accepted (ordinary and bulk bodies)', async () => {
    const created = await send('POST', '/api/v1/price-lists', JSON.stringify({ slug: 'spaced', name: 'Spaced', currency_code: 'EUR' }), {
      'Content-Type': 'application/json ; x=y',
    });
    expect(created.status, created.text).toBe(201);
    const bulk = await batch(JSON.stringify([{ price_list_slug: 'spaced', sku: 'S', pricing: [{ quantity: 1, price: 1 }] }]), { 'Content-Type': 'Application/JSON ;charset=UTF-8' });
    expect(bulk.status, bulk.text).toBe(204);
  });

  it('gzip is decoded: an ordinary JSON body and a bulk CSV', async () => {
    const created = await send('POST', '/api/v1/price-lists', gzipSync(JSON.stringify({ slug: 'zipped', name: 'Zipped', currency_code: 'EUR' })), {
      'Content-Type': 'application/json',
      'Content-Encoding': 'gzip',
    });
    expect(created.status, created.text).toBe(201);
    const rows = Array.from({ length: 3000 }, (_, i) => `gz,Z${i},${i + 1}\r\n`).join('');
    const res = await batch(gzipSync('price_list_slug,sku,price\r\n' + rows), { 'Content-Type': 'text/csv', 'Content-Encoding': 'gzip' });
    expect(res.status, res.text).toBe(204);
    expect((await priceMap(setup.h, ids.gz!)).length).toBe(3000);
  });

  it('the body limit applies to the decoded size: a small gzip that unpacks past 1 MiB is 413', async () => {
    const bomb = gzipSync(JSON.stringify({ slug: 'bomb', name: 'x'.repeat(2 * 1024 * 1024), currency_code: 'EUR' }));
    expect(bomb.byteLength).toBeLessThan(16 * 1024);
    const res = await send('POST', '/api/v1/price-lists', bomb, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ title: 'payload-too-large' });
  });

  it('data that is not gzip: 400 (ordinary: body-mismatch; bulk: a body item)', async () => {
    const ordinary = await send('POST', '/api/v1/price-lists', '{"slug":"nozip"}', { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
    expect(ordinary.status).toBe(400);
    expect(ordinary.body.errors).toEqual([{ code: 'body-mismatch', message: expect.stringContaining('not valid gzip') }]);
    const bulk = await batch('price_list_slug,sku,price\n', { 'Content-Type': 'text/csv', 'Content-Encoding': 'gzip' });
    expect(bulk.status).toBe(400);
    expect(bulk.body.errors).toEqual([{ line: 0, field: 'body', message: expect.stringContaining('not valid gzip') }]);
  });

  it.each(['br', 'deflate', 'gzip, gzip', 'compress'])('a content coding the hub does not decode: 415 with Accept-Encoding (%s)', async (coding) => {
    for (const [path, method] of [['/api/v1/price-lists', 'POST'], ['/api/v1/batch-update-pricing', 'PATCH']] as const) {
      const res = await send(method, path, '[]', { 'Content-Type': 'application/json', 'Content-Encoding': coding });
      expect(res.status).toBe(415);
      expect(res.headers.get('accept-encoding')).toBe('gzip');
      expect(res.text).toBe('');
    }
  });
});

describe('ordinary JSON bodies: invalid bytes', () => {
  it('a byte that is not UTF-8 is 400 body-mismatch naming its line; nothing is stored', async () => {
    const body = Buffer.concat([Buffer.from('{\n  "slug": "renee",\n  "name": "Ren'), Buffer.from([0xe9]), Buffer.from('e",\n  "currency_code": "EUR"\n}')]);
    const res = await send('POST', '/api/v1/price-lists', body, { 'Content-Type': 'application/json' });
    expect(res.status, res.text).toBe(400);
    expect(res.body).toMatchObject({ title: 'invalid-request-contents' });
    expect(res.body.errors).toEqual([{ code: 'body-mismatch', message: 'Line 3 has byte 0xE9 (byte 36 of the body), which is not valid UTF-8.' }]);
    expect(await setup.h.deps.db.prisma.priceList.count({ where: { siteId: setup.t.siteId, slug: 'renee' } })).toBe(0);
  });
});

describe('CSV line endings', () => {
  it('LF header with CRLF rows, CRLF header with LF rows, lone CRs: the SKU is stored without a CR', async () => {
    for (const text of ['price,sku\n5,CRSKU\r\n', 'price,sku\r\n6,CRSKU\n7,LF\n', 'price,sku\r8,CRSKU\r']) {
      const res = await send('PATCH', '/api/v1/price-lists/crlf/pricing', text, { 'Content-Type': 'text/csv' });
      expect(res.status, res.text).toBe(204);
    }
    expect(await priceMap(setup.h, ids.crlf!)).toEqual(['CRSKU@1=8.0000', 'LF@1=7.0000']);
  });
});
