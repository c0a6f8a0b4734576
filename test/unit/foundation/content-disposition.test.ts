import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../../../src/services/files/content-routes.ts';

describe('contentDisposition (RFC 6266 / 8187)', () => {
  it('gives a plain name as is', () => {
    expect(contentDisposition('inv-1001.pdf')).toBe(`attachment; filename="inv-1001.pdf"; filename*=UTF-8''inv-1001.pdf`);
  });

  it('gives other names an ASCII fallback and the exact name percent-encoded', () => {
    expect(contentDisposition('Größe "A" 50%.pdf')).toBe(`attachment; filename="Gr__e _A_ 50_.pdf"; filename*=UTF-8''Gr%C3%B6%C3%9Fe%20%22A%22%2050%25.pdf`);
    expect(contentDisposition("it's (v2)*.csv")).toBe(`attachment; filename="it's (v2)*.csv"; filename*=UTF-8''it%27s%20%28v2%29%2A.csv`);
    expect(contentDisposition('a\\b;c.pdf')).toContain('filename="a_b;c.pdf"');
  });
});
