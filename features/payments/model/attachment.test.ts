import { describe, expect, it } from 'vitest';
import {
  acceptEntryName,
  acceptsFile,
  attachmentFileName,
  attachmentProblem,
  byteSize,
  formatBytes,
  withFileName,
} from './attachment';

const ACCEPT = ['application/pdf', 'image/jpeg', 'image/png'];
const pdf = { name: 'statement.pdf', type: 'application/pdf', size: 120_000 };

describe('acceptsFile and attachmentProblem', () => {
  it('matches exact types, wildcards and extensions', () => {
    expect(acceptsFile(ACCEPT, pdf)).toBe(true);
    expect(acceptsFile(ACCEPT, { ...pdf, type: 'APPLICATION/PDF' })).toBe(true);
    expect(acceptsFile(ACCEPT, { name: 'a.gif', type: 'image/gif', size: 1 })).toBe(false);
    expect(acceptsFile(['image/*'], { name: 'a.gif', type: 'image/gif', size: 1 })).toBe(true);
    expect(acceptsFile(['image/*'], { name: 'a', type: '', size: 1 })).toBe(false);
    expect(acceptsFile(['.pdf'], { name: 'A.PDF', type: '', size: 1 })).toBe(true);
    expect(acceptsFile(undefined, { name: 'x', type: '', size: 1 })).toBe(true);
    expect(acceptsFile([], { name: 'x', type: '', size: 1 })).toBe(true);
  });

  it('refuses the type first, then the size', () => {
    expect(attachmentProblem(pdf, ACCEPT, 5 * 1024 * 1024)).toBeNull();
    expect(attachmentProblem({ ...pdf, size: 5 * 1024 * 1024 + 1 }, ACCEPT, 5 * 1024 * 1024)).toBe(
      'size',
    );
    expect(attachmentProblem({ ...pdf, type: 'text/html', size: 1e9 }, ACCEPT, 10)).toBe('type');
    expect(attachmentProblem({ ...pdf, size: 1e12 }, ACCEPT, undefined)).toBeNull();
  });
});

describe('limits for people', () => {
  it('names the accepted types', () => {
    expect(ACCEPT.map(acceptEntryName)).toEqual([
      { format: 'PDF' },
      { format: 'JPEG' },
      { format: 'PNG' },
    ]);
    expect(acceptEntryName('image/*')).toEqual({ kind: 'image' });
    expect(acceptEntryName('.docx')).toEqual({ format: 'DOCX' });
    expect(acceptEntryName('application/vnd.ms-excel')).toEqual({ format: 'MS-EXCEL' });
    expect(acceptEntryName('image/svg+xml')).toEqual({ format: 'XML' });
  });

  it('formats byte counts with Intl units', () => {
    expect(byteSize(5 * 1024 * 1024)).toEqual({ value: 5, unit: 'megabyte' });
    expect(formatBytes(5 * 1024 * 1024, 'en')).toBe('5 MB');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(300, 'en')).toBe('300 bytes');
    expect(formatBytes(3 * 1024 ** 4, 'en')).toBe('3,072 GB');
    expect(formatBytes(-1, 'en')).toBe('0 bytes');
  });
});

describe('wire form', () => {
  it('adds the file name to a data URL and reads it back', () => {
    const value = withFileName('data:application/pdf;base64,JVBERi0=', 'bank statement;1.pdf');
    expect(value).toBe('data:application/pdf;name=bank%20statement%3B1.pdf;base64,JVBERi0=');
    expect(attachmentFileName(value)).toBe('bank statement;1.pdf');
  });

  it('leaves other strings alone', () => {
    expect(withFileName('not a data url', 'a.pdf')).toBe('not a data url');
    expect(attachmentFileName('data:application/pdf;base64,AAAA')).toBeNull();
    expect(attachmentFileName('data:;name=%E0%A4%A;base64,')).toBe('%E0%A4%A');
  });
});
