import type { PurchaseOrder } from '@pharmacy/api-client';
import { Button, Text } from '@pharmacy/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalStory } from '../../../stories/PortalStory';
import { CreateOrderFlow } from './CreateOrderFlow';

export interface CreateOrderStoryProps {
  /** Called with the order the stand-in server created. */
  onCreated?: (order: PurchaseOrder) => void;
}

/** What the stories render: the flow as the list mounts it, open. */
function Flow({ onCreated }: CreateOrderStoryProps) {
  const { t } = useTranslation('purchaseOrders');
  const [open, setOpen] = useState(true);
  const [created, setCreated] = useState<string | null>(null);
  return (
    <div style={{ padding: 24, display: 'flex', gap: 16, alignItems: 'center' }}>
      <Button onClick={() => setOpen(true)}>{t('list.create')}</Button>
      <Text role="status">{created}</Text>
      <CreateOrderFlow
        open={open}
        onOpenChange={setOpen}
        onCreated={(order) => {
          setCreated(order.order_number);
          onCreated?.(order);
        }}
      />
    </div>
  );
}

/** The create-order flow in the portal's providers, signed in as the story user (see PortalStory). */
export function CreateOrderStory(props: CreateOrderStoryProps) {
  return (
    <PortalStory signedIn>
      <Flow {...props} />
    </PortalStory>
  );
}
