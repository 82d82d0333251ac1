import { lazy } from 'react';
import { ExpiryReorderScreen } from '../features/expiry-reorder/ExpiryReorderScreen';

/** The purchase orders' create flow, which the reorder suggestions open with a drafted order: with its first use. */
const CreateOrderFlow = lazy(() =>
  import('../features/purchase-orders/create/CreateOrderFlow').then((module) => ({
    default: module.CreateOrderFlow,
  })),
);

/**
 * The expiry and reorder workbench (`expiry.title`) with the create flow handed in (features do not import each other). A chunk of its own, so
 * the create flow is loaded from two screens' chunks, never from the shell's.
 */
export function ExpiryReorderRoute() {
  return <ExpiryReorderScreen createOrder={CreateOrderFlow} />;
}
