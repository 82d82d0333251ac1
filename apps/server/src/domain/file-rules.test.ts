import { describe, expect, it } from 'vitest';
import { acceptedContentType, safeFileName, type UploadPurpose } from './file-rules';

describe('acceptedContentType', () => {
  it.each<[UploadPurpose, string, string | undefined, string | null]>([
    ['document', 'hoa-don.pdf', 'pdf', 'application/pdf'],
    ['document', 'ANH.JPG', 'jpg', 'image/jpeg'],
    ['document', 'anh.jpeg', 'jpg', 'image/jpeg'],
    ['document', 'anh.png', 'png', 'image/png'],
    ['document', 'cu.doc', 'cfb', 'application/msword'],
    [
      'document',
      'moi.docx',
      'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['document', 'bang.xlsx', 'xlsx', null],
    ['document', 'khong-duoi', 'pdf', null],
    ['document', 'gia.pdf', 'exe', null],
    ['document', 'gia.pdf', undefined, null],
    ['document', 'gia.png', 'jpg', null],
    ['logo', 'logo.png', 'png', 'image/png'],
    ['logo', 'logo.jpg', 'jpg', 'image/jpeg'],
    ['logo', 'logo.pdf', 'pdf', null],
    ['logo', 'logo.docx', 'docx', null],
  ])('a %s named %s that reads as %s → %s', (purpose, name, detected, type) => {
    expect(acceptedContentType(purpose, name, detected)).toBe(type);
  });
});

describe('safeFileName', () => {
  it.each([
    ['hoa-don.pdf', 'hoa-don.pdf'],
    ['C:\\Users\\an\\hoá đơn.pdf', 'hoá đơn.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['"trich"dan".pdf', 'trichdan.pdf'],
    ['tab\there\u0007.pdf', 'tabhere.pdf'],
    ['  khoang trang.pdf  ', 'khoang trang.pdf'],
    ['/', 'file'],
    ['"""', 'file'],
    [`${'a'.repeat(200)}.pdf`, `${'a'.repeat(146)}.pdf`],
  ])('%j → %j', (name, safe) => {
    expect(safeFileName(name)).toBe(safe);
  });
});
