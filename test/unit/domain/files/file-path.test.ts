import { describe, expect, it } from 'vitest';
import { checkFilePath } from '../../../../src/domain/files/file-path.ts';

const problem = (path: string) => {
  const r = checkFilePath(path);
  return r.ok ? null : r.message;
};

describe('checkFilePath', () => {
  it('accepts relative paths with an allowed extension, in any case', () => {
    expect(checkFilePath('invoices/2026/INV-1001.PDF')).toEqual({ ok: true, extension: 'pdf', fileName: 'INV-1001.PDF' });
    expect(checkFilePath('photo.final.jpeg')).toMatchObject({ ok: true, extension: 'jpeg' });
    expect(checkFilePath('a..b.csv')).toMatchObject({ ok: true, extension: 'csv' }); // dots inside a name are no traversal
    expect(checkFilePath(`${'d/'.repeat(300)}x.png`)).toMatchObject({ ok: true });
  });

  it.each([
    ['', /is empty/],
    ['../etc/passwd.pdf', /"\.\." segment \(path traversal\)/],
    ['docs/../../x.pdf', /"\.\." segment/],
    ['/etc/x.pdf', /absolute path/],
    ['C:/x.pdf', /absolute path/],
    ['docs\\x.pdf', /backslash/],
    ['x\u0000.pdf', /NUL character/],
    ['x\n.pdf', /control character/],
    ['x\u0085.pdf', /control character/],
    ['invoice\u202egnp.pdf', /bidirectional text control character/],
    ['docs//x.pdf', /empty or "\." segment/],
    ['./x.pdf', /empty or "\." segment/],
    ['docs/', /empty or "\." segment/],
    ['invoice', /no extension; allowed: \.pdf, \.csv/],
    ['.pdf', /no name before its extension/],
    ['run.exe', /extension "\.exe", which is not allowed/],
    ['archive.zip', /"\.zip", which is not allowed/],
  ])('refuses %j', (path, message) => expect(problem(path)).toMatch(message));

  it('refuses over-long names and paths, counting UTF-8 bytes', () => {
    expect(problem(`${'a'.repeat(252)}.pdf`)).toMatch(/file name longer than 255 bytes/);
    expect(problem(`${'ü'.repeat(126)}.pdf`)).toMatch(/file name longer than 255 bytes/);
    expect(problem(`${'folder/'.repeat(150)}x.pdf`)).toMatch(/longer than 1024 bytes/);
    expect(problem(`${'a'.repeat(251)}.pdf`)).toBeNull();
  });
});
