import { describe, expect, it } from 'vitest';
import { cardParts, type DataTableCardPart, isBlankCell } from './cardParts';

const columns = (...parts: (DataTableCardPart | undefined)[]) =>
  parts.map((card, index) => ({ id: `c${index}`, card }));
const ids = (list: { id: string }[]) => list.map((column) => column.id);

describe('cardParts', () => {
  it.each([
    {
      name: 'no parts: the first column titles, the others are fields',
      columns: columns(undefined, undefined, undefined),
      title: 'c0',
      fields: ['c1', 'c2'],
      actions: [],
    },
    {
      name: 'a marked title wins over the first column',
      columns: columns(undefined, 'title', undefined),
      title: 'c1',
      fields: ['c0', 'c2'],
      actions: [],
    },
    {
      name: 'hidden columns and actions are not fields',
      columns: columns(undefined, 'hidden', 'field', 'actions'),
      title: 'c0',
      fields: ['c2'],
      actions: ['c3'],
    },
    {
      name: 'a first column marked as a field leaves the title to the next unmarked one',
      columns: columns('field', undefined, 'actions'),
      title: 'c1',
      fields: ['c0'],
      actions: ['c2'],
    },
    {
      name: 'a second title shows as a field',
      columns: columns('title', 'title', undefined),
      title: 'c0',
      fields: ['c1', 'c2'],
      actions: [],
    },
    {
      name: 'only fields marked: the first field titles',
      columns: columns('hidden', 'field', 'field', 'actions'),
      title: 'c1',
      fields: ['c2'],
      actions: ['c3'],
    },
    {
      name: 'nothing but actions and hidden columns: no title',
      columns: columns('hidden', 'actions'),
      title: undefined,
      fields: [],
      actions: ['c1'],
    },
  ])('$name', ({ columns, title, fields, actions }) => {
    const parts = cardParts(columns);
    expect(parts.title?.id).toBe(title);
    expect(ids(parts.fields)).toEqual(fields);
    expect(ids(parts.actions)).toEqual(actions);
  });
});

describe('isBlankCell', () => {
  it.each([
    { content: null, blank: true },
    { content: undefined, blank: true },
    { content: false, blank: true },
    { content: '', blank: true },
    { content: 0, blank: false },
    { content: '—', blank: false },
    { content: 'Traphaco', blank: false },
  ])('$content → $blank', ({ content, blank }) => {
    expect(isBlankCell(content)).toBe(blank);
  });
});
