import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('harness', () => {
  it('issues a token and answers an authenticated request', async () => {
    const t = await h.tenant();
    expect(t.token).toMatch(/^whk_/);
    const res = await t.call('GET', '/api/v1/jobs/00000000-0000-0000-0000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body.title).toBe('resource-not-found');
  });
});
