/** Who may change a product (docs/product/inventory.md#own-products, issue 14). */
export type ProductOwnership = 'partner' | 'synced' | 'own';

/**
 * A partner's catalogue product is the partner's (read-only for pharmacies); a product the KiotViet sync brought is
 * KiotViet's (only its suggestion days are the portal's); the pharmacy's own products are its to edit and delete.
 */
export function productOwnership(
  product: { pharmacyId: string | null; kiotvietId: number | null },
  pharmacyId: string,
): ProductOwnership {
  if (product.pharmacyId !== pharmacyId) return 'partner';
  return product.kiotvietId !== null ? 'synced' : 'own';
}

export const PRODUCT_MESSAGES = {
  partner: 'Sản phẩm trong danh mục của nhà cung cấp đối tác không thể chỉnh sửa.',
  synced:
    'Sản phẩm này được đồng bộ từ KiotViet: hãy sửa trên KiotViet (ở đây chỉ sửa được số ngày gợi ý mua lại).',
  codeTaken: 'Mã sản phẩm đã tồn tại trong nhà thuốc. Vui lòng nhập mã khác.',
  inUse: 'Không thể xoá sản phẩm đã có trong đơn đặt hàng. Hãy chuyển sang "Ngưng hoạt động" thay vì xoá.',
  inStock: 'Không thể xoá sản phẩm còn tồn kho. Hãy chuyển sang "Ngưng hoạt động" thay vì xoá.',
  categoryUnknown: 'Nhóm hàng không tồn tại',
} as const;

/** Product codes are compared without case or surrounding spaces ('sp01 ' is SP01). */
export const productCodeKey = (code: string) => code.trim().toUpperCase();
