import type { PurchaseOrder } from '@pharmacy/api-client';
import { Button, Text } from '@pharmacy/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SWRConfig } from 'swr';
import { PortalStory } from '../../../stories/PortalStory';
import { useSession } from '../../auth/session';
import { CreateOrderFlow } from './CreateOrderFlow';

export interface CreateOrderStoryProps {
  /** Called with the order the stand-in server created. */
  onCreated?: (order: PurchaseOrder) => void;
}

/** What the stories render: the flow as the list mounts it, open, once the session is restored. */
function SignedIn({ onCreated }: CreateOrderStoryProps) {
  const { state } = useSession();
  const { t } = useTranslation('purchaseOrders');
  const [open, setOpen] = useState(true);
  const [created, setCreated] = useState<string | null>(null);
  if (state.status !== 'signedIn') return null;
  // A cache of the story's own, as each signed-in session has in the app (AuthGate): nothing another story
  // loaded, failed or left loading answers for this one.
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
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
    </SWRConfig>
  );
}

/** The create-order flow in the portal's providers, signed in as the story user (see PortalStory). */
export function CreateOrderStory(props: CreateOrderStoryProps) {
  return (
    <PortalStory>
      <SignedIn {...props} />
    </PortalStory>
  );
}
