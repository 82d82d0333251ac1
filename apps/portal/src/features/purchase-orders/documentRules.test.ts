import { describe, expect, it } from 'vitest';
import { type RejectionNotice, rejectionNotices } from './documentRules';

const file = (name: string) => ({ name, size: 1 }) as File;

describe('rejectionNotices', () => {
  it.each<[string, Parameters<typeof rejectionNotices>[0], number, RejectionNotice[]]>([
    ['nothing refused', [], 0, []],
    [
      'the order already holds 2',
      [{ file: file('a.pdf'), reason: 'too-many' }],
      2,
      [{ key: 'filesFull', values: {} }],
    ],
    [
      'three picked with one place left',
      [
        { file: file('a.pdf'), reason: 'too-many' },
        { file: file('b.pdf'), reason: 'too-many' },
      ],
      1,
      [{ key: 'filesLimit', values: { count: 1 } }],
    ],
    [
      'a 3 MB scan and an executable',
      [
        { file: file('hoá đơn 3MB.pdf'), reason: 'too-large' },
        { file: file('setup.exe'), reason: 'wrong-type' },
        { file: file('second.exe'), reason: 'wrong-type' },
      ],
      0,
      [
        { key: 'fileTooLarge', values: { name: 'hoá đơn 3MB.pdf' } },
        { key: 'fileType', values: { name: 'setup.exe' } },
      ],
    ],
  ])('%s', (_name, rejections, attached, expected) => {
    expect(rejectionNotices(rejections, attached)).toEqual(expected);
  });
});
