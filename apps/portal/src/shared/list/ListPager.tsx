import { formatNumber } from '@pharmacy/i18n';
import { Pagination, type PaginationVariant } from '@pharmacy/ui';
import { useTranslation } from 'react-i18next';
import { useInterpolate } from './interpolate';

/** The range under the rows, as the locale holds it: '{{from}}', '{{to}}', '{{total}}' and '{{size}}' filled in. */
export interface PagerTexts {
  /** 'Hiển thị {{from}} đến {{to}} trên tổng {{total}} đơn hàng'. */
  range: string;
  /** The same when the total is an estimate ('trên khoảng'); `range` otherwise. */
  rangeApproximate?: string;
}

export interface ListPagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** False when the total is an estimate. */
  totalExact?: boolean;
  onPageChange: (page: number) => void;
  /** The next page is on its way: the buttons wait. */
  busy: boolean;
  texts: PagerTexts;
  /** The landmark's name; 'Phân trang' by default (a screen with two lists names each). */
  label?: string;
  variant?: PaginationVariant;
  /** Only while there is more than one page (cards, where the count is in the heading) rather than whenever there are rows. */
  onlyWhenPaged?: boolean;
}

/** A list's pages with the portal's labels and its range text; nothing while the list is empty. */
export function ListPager({
  label,
  busy,
  total,
  totalExact = true,
  pageSize,
  texts,
  onlyWhenPaged = false,
  ...props
}: ListPagerProps) {
  const { t } = useTranslation('common');
  const interpolate = useInterpolate();
  if (total <= (onlyWhenPaged ? pageSize : 0)) return null;
  const range = totalExact ? texts.range : (texts.rangeApproximate ?? texts.range);
  return (
    <Pagination
      {...props}
      total={total}
      pageSize={pageSize}
      disabled={busy}
      rangeLabel={(shown) =>
        interpolate(range, {
          from: formatNumber(shown.from),
          to: formatNumber(shown.to),
          total: formatNumber(shown.total),
          size: formatNumber(pageSize),
        })
      }
      labels={{
        navigation: label ?? t('pagination.label'),
        previous: t('pagination.previous'),
        next: t('pagination.next'),
        page: (page) => t('pagination.page', { page }),
      }}
    />
  );
}
