import { describe, expect, it } from 'vitest';
import { acceptAttribute, type FileRules, fileExtension, validateFiles } from './validateFiles';

const MB = 1024 * 1024;
const documents: FileRules = {
  accept: ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx'],
  maxSize: 2 * MB,
  maxFiles: 2,
};
const file = (name: string, size = 1000) => ({ name, size });

describe('fileExtension', () => {
  it.each([
    { name: 'hoa-don.pdf', expected: 'pdf' },
    { name: 'Hoá đơn GTGT.PDF', expected: 'pdf' },
    { name: 'scan.final.JPeG', expected: 'jpeg' },
    { name: 'README', expected: '' },
    { name: '.env', expected: '' },
    { name: 'trailing.', expected: '' },
    { name: '', expected: '' },
  ])('"$name" → "$expected"', ({ name, expected }) => {
    expect(fileExtension(name)).toBe(expected);
  });
});

describe('acceptAttribute', () => {
  it.each([
    { accept: ['pdf', '.JPG', ' png '], expected: '.pdf,.jpg,.png' },
    { accept: [], expected: undefined },
    { accept: undefined, expected: undefined },
  ])('$accept → $expected', ({ accept, expected }) => {
    expect(acceptAttribute(accept)).toBe(expected);
  });
});

describe('validateFiles with the order-document rules (pdf/jpg/jpeg/png/doc/docx, 2 MB, 2 slots)', () => {
  it.each([
    {
      name: 'accepts allowed types within size and count',
      files: [file('a.pdf'), file('b.DOCX')],
      rules: documents,
      accepted: ['a.pdf', 'b.DOCX'],
      rejected: [],
    },
    {
      name: 'accepts a file of exactly the maximum size',
      files: [file('a.png', 2 * MB)],
      rules: documents,
      accepted: ['a.png'],
      rejected: [],
    },
    {
      name: 'rejects a file one byte over the maximum size',
      files: [file('a.png', 2 * MB + 1)],
      rules: documents,
      accepted: [],
      rejected: [['a.png', 'too-large']],
    },
    {
      name: 'rejects a type not in the list, and a file without extension',
      files: [file('a.exe'), file('README'), file('b.jpg')],
      rules: documents,
      accepted: ['b.jpg'],
      rejected: [
        ['a.exe', 'wrong-type'],
        ['README', 'wrong-type'],
      ],
    },
    {
      name: 'reports the type before the size',
      files: [file('huge.zip', 10 * MB)],
      rules: documents,
      accepted: [],
      rejected: [['huge.zip', 'wrong-type']],
    },
    {
      name: 'rejects every valid file when they outnumber the slots',
      files: [file('a.pdf'), file('b.pdf'), file('c.pdf')],
      rules: documents,
      accepted: [],
      rejected: [
        ['a.pdf', 'too-many'],
        ['b.pdf', 'too-many'],
        ['c.pdf', 'too-many'],
      ],
    },
    {
      name: 'counts only the files that passed the other checks',
      files: [file('a.pdf'), file('b.exe'), file('c.pdf', 3 * MB), file('d.png')],
      rules: documents,
      accepted: ['a.pdf', 'd.png'],
      rejected: [
        ['b.exe', 'wrong-type'],
        ['c.pdf', 'too-large'],
      ],
    },
    {
      name: 'rejects everything as too many when no slot is left',
      files: [file('a.pdf')],
      rules: { ...documents, maxFiles: 0 },
      accepted: [],
      rejected: [['a.pdf', 'too-many']],
    },
    {
      name: 'fills the one remaining slot',
      files: [file('a.pdf')],
      rules: { ...documents, maxFiles: 1 },
      accepted: ['a.pdf'],
      rejected: [],
    },
    {
      name: 'accepts anything without rules',
      files: [file('a.exe', 50 * MB), file('README')],
      rules: {},
      accepted: ['a.exe', 'README'],
      rejected: [],
    },
    {
      name: 'matches extensions given with a dot and in capitals',
      files: [file('logo.png'), file('logo.jpg'), file('logo.gif')],
      rules: { accept: ['.PNG', 'Jpg'] },
      accepted: ['logo.png', 'logo.jpg'],
      rejected: [['logo.gif', 'wrong-type']],
    },
    {
      name: 'accepts nothing from an empty pick',
      files: [],
      rules: documents,
      accepted: [],
      rejected: [],
    },
  ])('$name', ({ files, rules, accepted, rejected }) => {
    const result = validateFiles(files, rules);
    expect(result.accepted.map((f) => f.name)).toEqual(accepted);
    expect(result.rejected.map(({ file: f, reason }) => [f.name, reason])).toEqual(rejected);
  });

  it('keeps the caller’s file objects', () => {
    const pdf = new File(['%PDF-1.7'], 'hoa-don.pdf', { type: 'application/pdf' });
    const { accepted } = validateFiles([pdf], documents);
    expect(accepted[0]).toBe(pdf);
  });
});
