import type { Product } from '@pharmacy/api-client';
import type { TFunction } from 'i18next';

/** How a product picker says whether a receipt could carry the product: its KiotViet code, or that it has none. */
export function kiotvietStatus(product: Pick<Product, 'kiotviet_product'>, t: TFunction<'purchaseOrders'>) {
  return product.kiotviet_product
    ? t('kiotviet.linked', { code: product.kiotviet_product.code })
    : t('kiotviet.missing');
}
