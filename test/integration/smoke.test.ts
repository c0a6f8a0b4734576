import { describe, expect, it } from 'vitest';
import { useHarness } from '../helpers/harness.ts';

const setup = useHarness({ tenant: false });

describe('harness', () => {
  it('issues a token and answers an authenticated request', async () => {
    const t = await setup.h.tenant();
    expect(t.token).toMatch(/^whk_/);
    const res = await t.call('GET', '/api/v1/jobs/00000000-0000-0000-0000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body.title).toBe('resource-not-found');
  });
});
