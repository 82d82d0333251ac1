import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACTIVE_INGREDIENTS, COMPANY_WORDS, NAME_PREFIXES } from '../../../bench/data/vocabulary';
import { foldForSearch } from '../src/domain/text';
import { createTestContext, type TestContext } from './helpers';

/**
 * Searchable text is folded once, when it is written (foldForSearch), into a column with a trigram index. PGlite and
 * PostgreSQL both ship pg_trgm (the migrations create it) and unaccent; this holds that unaccent folds Vietnamese
 * exactly like foldForSearch on both engines, so a migration may fill a new search column of existing rows in SQL.
 */

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.deps.db.execute(sql`create extension if not exists unaccent`);
});
afterAll(() => ctx?.close());

const VIETNAMESE =
  'aàáảãạăằắẳẵặâầấẩẫậbcdđeèéẻẽẹêềếểễệghiìíỉĩịklmnoòóỏõọôồốổỗộơờớởỡợpqrstuùúủũụưừứửữựvxyỳýỷỹỵ';

it('folds Vietnamese in SQL exactly as foldForSearch does', async () => {
  const samples = [
    VIETNAMESE,
    VIETNAMESE.toUpperCase(),
    // Decomposed letters (as some keyboards and copied text send them) fold the same.
    VIETNAMESE.normalize('NFD'),
    '  Thuốc   ho  Bảo Thanh ',
    ...ACTIVE_INGREDIENTS.map((ingredient, i) => `${NAME_PREFIXES[i % NAME_PREFIXES.length]}${ingredient}`),
    ...COMPANY_WORDS.map((word) => `Công ty Cổ phần Dược phẩm ${word}`),
  ];
  for (const text of samples) {
    const result = await ctx.deps.db.execute<{ folded: string }>(
      sql`select btrim(regexp_replace(lower(unaccent(${text})), '\\s+', ' ', 'g')) as folded`,
    );
    expect(result.rows[0]?.folded, text).toBe(foldForSearch(text));
  }
});

it('has pg_trgm, which the search indexes use', async () => {
  const result = await ctx.deps.db.execute<{ similar: boolean }>(
    sql`select 'thuoc ho bao thanh' % 'thuoc ho' as similar`,
  );
  expect(result.rows[0]?.similar).toBe(true);
});
