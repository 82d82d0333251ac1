import useSWRInfinite, { type SWRInfiniteConfiguration } from 'swr/infinite';
import useSWRMutation from 'swr/mutation';
import { unwrap } from '../client';
import type {
  KiotVietLinkRequest,
  ProductCreate,
  ProductPage,
  ProductQuery,
  ProductUpdate,
  ProductView,
} from '../models';
import { useApiClient, useRevalidate } from './core';

/*
 * Product hooks that only some screens use (the order forms' pickers), in a module of their own: the sign-in page's
 * code does not carry them, nor swr/infinite.
 */

/**
 * Products page after page, for pickers that load more ('Tải thêm sản phẩm...'): each page's `next_cursor` fetches
 * the next (`setSize(size + 1)`); there is none after the last. A new query (another supplier, another search)
 * starts again at its first page. `query` null skips the request (no supplier chosen yet). Loading more does not
 * fetch the first page again.
 */
export function useProductPages<V extends ProductView = 'full'>(
  query: (Omit<ProductQuery, 'cursor' | 'page'> & { view?: V }) | null,
  config?: SWRInfiniteConfiguration<ProductPage<V>>,
) {
  const client = useApiClient();
  type PageKey = readonly ['/api/products', ProductQuery] | null;
  return useSWRInfinite<ProductPage<V>, unknown, (index: number, previous: ProductPage<V> | null) => PageKey>(
    (index, previous) => {
      if (!query) return null;
      if (index === 0) return ['/api/products', query];
      if (!previous?.next_cursor) return null;
      return ['/api/products', { ...query, cursor: previous.next_cursor }];
    },
    // The server answers the shape `view` names (docs/product/api.md#products).
    ([, pageQuery]) =>
      unwrap(client.GET('/api/products', { params: { query: pageQuery } })) as Promise<ProductPage<V>>,
    { revalidateFirstPage: false, ...config },
  );
}

/** The pharmacy's own products (a synced one answers 409: it is KiotViet's). */
export function useCreateProduct() {
  const client = useApiClient();
  return useSWRMutation('/api/products', (_key, { arg }: { arg: ProductCreate }) =>
    unwrap(client.POST('/api/products', { body: arg })),
  );
}

export function useUpdateProduct(id: string) {
  const client = useApiClient();
  return useSWRMutation(['/api/products/{id}', id], (_key, { arg }: { arg: ProductUpdate }) =>
    unwrap(client.PUT('/api/products/{id}', { params: { path: { id } }, body: arg })),
  );
}

export function useDeleteProduct(id: string) {
  const client = useApiClient();
  return useSWRMutation(['/api/products/{id}', id], () =>
    unwrap(client.DELETE('/api/products/{id}', { params: { path: { id } } })),
  );
}

/**
 * Links a product to a product of the KiotViet store by its KiotViet code; the orders and products shown are
 * fetched again (their lines now show the link).
 */
export function useLinkKiotVietProduct(productId: string) {
  const client = useApiClient();
  const revalidate = useRevalidate();
  return useSWRMutation(
    ['/api/products/{id}/kiotviet-link', productId],
    async (_key, { arg }: { arg: KiotVietLinkRequest }) => {
      const result = await unwrap(
        client.PUT('/api/products/{id}/kiotviet-link', { params: { path: { id: productId } }, body: arg }),
      );
      revalidate('/api/import-orders/{id}', '/api/products', '/api/products/{id}');
      return result;
    },
  );
}
