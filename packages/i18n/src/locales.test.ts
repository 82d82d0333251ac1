import { describe, expect, it } from 'vitest';
import { en } from './locales/en';
import { vi } from './locales/vi';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  const viLeaves = leaves(vi);
  const enLeaves = leaves(en);

  it('English has exactly the Vietnamese keys', () => {
    const missing = [...viLeaves.keys()].filter((k) => !enLeaves.has(k));
    const extra = [...enLeaves.keys()].filter((k) => !viLeaves.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('has no empty texts', () => {
    const empty = [...viLeaves, ...enLeaves].filter(([, text]) => text.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('uses the same interpolation placeholders in both locales', () => {
    const mismatched = [...viLeaves]
      .filter(([key, text]) => placeholders(text).join() !== placeholders(enLeaves.get(key) ?? '').join())
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });
});
