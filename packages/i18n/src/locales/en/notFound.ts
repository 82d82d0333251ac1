import type { Messages } from '../../types';
import type { notFound as vi } from '../vi/notFound';

export const notFound: Messages<typeof vi> = {
  title: 'Page not found',
  description: 'The page you are looking for does not exist or has moved.',
  toPurchaseOrders: 'Go to purchase orders',
  back: 'Back',
};
