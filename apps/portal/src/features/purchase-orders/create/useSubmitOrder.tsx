import { ApiError, type PurchaseOrder, type PurchaseOrderCreate } from '@pharmacy/api-client';
import { useCreatePurchaseOrder } from '@pharmacy/api-client/swr/purchaseOrders';
import { useToast } from '@pharmacy/ui';
import { useTranslation } from 'react-i18next';
import {
  type CreateOrderTranslate,
  createFailureLines,
  type SentLine,
  serverFieldErrors,
} from './createOrderErrors';
import { ToastLines } from './ToastLines';

/**
 * The create-failure toast lists at most 3 of the server's reasons (docs/product/purchase-orders.md#create-errors).
 */
const FAILURE_LINES = 3;

export type SubmitResult =
  | { order: PurchaseOrder }
  | { order: null; fieldErrors: ReturnType<typeof serverFieldErrors> };

/**
 * Sending a new order, as both forms do: 'Tạo đơn hàng thành công' when the server created it; 'Lỗi khi tạo đơn
 * hàng' with its reasons (named by the lines `sent`) when it refused, and the fields it named, to show beside them.
 * A 401 shows nothing: the session ends and the login screen says why.
 */
export function useSubmitOrder() {
  const { t } = useTranslation(['purchaseOrders', 'common']);
  const { toast } = useToast();
  const { trigger, isMutating } = useCreatePurchaseOrder();

  const submit = async (request: PurchaseOrderCreate, sent: readonly SentLine[]): Promise<SubmitResult> => {
    let order: PurchaseOrder;
    try {
      order = (await trigger(request)).data;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        toast({
          tone: 'error',
          title: t('toasts.createFailedTitle'),
          description: (
            <ToastLines
              lead={t('toasts.createFailedText')}
              lines={createFailureLines(error, sent, t as CreateOrderTranslate)}
              max={FAILURE_LINES}
            />
          ),
        });
      }
      return { order: null, fieldErrors: serverFieldErrors(error) };
    }
    toast({ tone: 'success', title: t('toasts.createdTitle'), description: t('toasts.createdFromListText') });
    return { order };
  };

  /** 'Vui lòng chọn sản phẩm': nothing to order yet. */
  const refuseEmpty = () =>
    toast({
      tone: 'error',
      title: t('create.errors.productsRequiredTitle'),
      description: t('create.errors.productsRequired'),
    });

  return { submit, refuseEmpty, isMutating };
}
