import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { isUuid } from './list/constants';

/**
 * One value kept in the address's query string. `parse` never throws: a hand-edited or stale link that carries
 * something out of range reads as the default. `serialize` returns null for the default, so clean views have
 * clean addresses.
 */
export interface UrlParam<T> {
  parse(raw: string | null): T;
  serialize(value: T): string | null;
}

/** Bounds for what an address may carry: enough for any real view, small enough to keep requests sane. */
const MAX_TEXT = 200;
const MAX_LIST = 100;
const MAX_PAGE = 100_000;

function integer({ min, max, fallback }: { min: number; max: number; fallback: number }): UrlParam<number> {
  return {
    parse(raw) {
      if (raw === null || !/^-?\d{1,9}$/.test(raw)) return fallback;
      const value = Number(raw);
      return value >= min && value <= max ? value : fallback;
    },
    serialize: (value) => (value === fallback ? null : String(value)),
  };
}

export const urlParam = {
  /** Free text such as a search box; cut to 200 characters. */
  text(fallback = ''): UrlParam<string> {
    return {
      parse: (raw) => (raw === null ? fallback : raw.slice(0, MAX_TEXT)),
      serialize: (value) => (value === fallback ? null : value.slice(0, MAX_TEXT)),
    };
  },
  integer,
  /** A page number: 1 (omitted from the address) up to 100,000. */
  page(): UrlParam<number> {
    return integer({ min: 1, max: MAX_PAGE, fallback: 1 });
  },
  /** One of a fixed set of values (`status=ACTIVE`), or null: absent, or anything else a link carries. */
  oneOf<T extends string>(allowed: readonly T[]): UrlParam<T | null> {
    return {
      parse: (raw) => ((allowed as readonly (string | null)[]).includes(raw) ? (raw as T) : null),
      serialize: (value) => value,
    };
  },
  /** Several of a fixed set of values, comma-joined like the API's arrays (`statuses=pending,shipped`). */
  oneOfMany<T extends string>(allowed: readonly T[]): UrlParam<T[]> {
    return {
      parse(raw) {
        if (!raw) return [];
        const picked = raw
          .split(',')
          .filter((item): item is T => (allowed as readonly string[]).includes(item));
        return [...new Set(picked)];
      },
      serialize: (value) => (value.length === 0 ? null : value.join(',')),
    };
  },
  /** Ids (suppliers, products…), comma-joined; at most 100, each at most 64 characters. */
  ids(): UrlParam<string[]> {
    return {
      parse(raw) {
        if (!raw) return [];
        const ids = raw.split(',').filter((id) => id !== '' && id.length <= 64);
        return [...new Set(ids)].slice(0, MAX_LIST);
      },
      serialize: (value) => (value.length === 0 ? null : value.join(',')),
    };
  },
  /** An id of the API (the open drawer's order, the open dialog's customer), lower-cased; anything else is null. */
  id(): UrlParam<string | null> {
    return {
      parse: (raw) => (raw !== null && isUuid(raw) ? raw.toLowerCase() : null),
      serialize: (value) => value,
    };
  },
  /** A calendar day as the API takes it (yyyy-MM-dd), or null. */
  date(): UrlParam<string | null> {
    return {
      parse(raw) {
        if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
        const day = new Date(`${raw}T00:00:00Z`);
        return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(raw) ? raw : null;
      },
      serialize: (value) => value,
    };
  },
};

export type UrlSchema = Record<string, UrlParam<unknown>>;
export type UrlValues<S extends UrlSchema> = { [K in keyof S]: S[K] extends UrlParam<infer T> ? T : never };

export function readUrlState<S extends UrlSchema>(schema: S, params: URLSearchParams): UrlValues<S> {
  const values: Record<string, unknown> = {};
  for (const [name, param] of Object.entries(schema)) values[name] = param.parse(params.get(name));
  return values as UrlValues<S>;
}

/** The next query string: the schema's values written (defaults removed), other parameters left as they were. */
export function writeUrlState<S extends UrlSchema>(
  schema: S,
  values: UrlValues<S>,
  params: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, param] of Object.entries(schema)) {
    const serialized = param.serialize(values[name]);
    if (serialized === null || serialized === '') next.delete(name);
    else next.set(name, serialized);
  }
  return next;
}

export interface SetUrlStateOptions {
  /** Replace the history entry instead of adding one: for typing in a search box, not for a page change. */
  replace?: boolean;
}

/**
 * A screen's filters and page, kept in the address (docs/product/conventions.md#lists-in-the-address: a reload or a
 * shared link shows the same view;
 * back and forward step through the views). Declare the schema once, outside the component:
 *
 *   const listState = { page: urlParam.page(), statuses: urlParam.oneOfMany(PURCHASE_ORDER_STATUSES) };
 *   const [view, setView] = useUrlState(listState);
 *   setView({ statuses: ['shipped'], page: 1 }); // a new filter starts again on page 1
 */
export function useUrlState<S extends UrlSchema>(
  schema: S,
): [UrlValues<S>, (patch: Partial<UrlValues<S>>, options?: SetUrlStateOptions) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the values change only when the query string does
  const values = useMemo(() => readUrlState(schema, params), [schema, search]);
  const setValues = useCallback(
    (patch: Partial<UrlValues<S>>, { replace = false }: SetUrlStateOptions = {}) => {
      setParams((current) => writeUrlState(schema, { ...readUrlState(schema, current), ...patch }, current), {
        replace,
      });
    },
    [schema, setParams],
  );
  return [values, setValues];
}
