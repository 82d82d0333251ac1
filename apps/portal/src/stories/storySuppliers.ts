import type { Distributor } from '@pharmacy/api-client';
import { storyId } from './storyApi';

/**
 * A supplier as `GET /api/v1/distributors` answers it, for any screen's stories: the story's number gives its id
 * and code, and the patch whatever the story is about (its name and type at least). A partner's code is `DT<n>`,
 * an internal supplier's `NCC<100 + n>`, as the demo numbers them.
 */
export function storySupplier(
  n: number,
  patch: Partial<Distributor> & Pick<Distributor, 'name' | 'type'>,
): Distributor {
  return {
    id: storyId(100 + n),
    code: patch.type === 'PARTNER' ? `DT${n}` : `NCC${100 + n}`,
    status: 'ACTIVE',
    source_tag: 'Custom',
    brand_name: null,
    avatar: null,
    avatar_url: null,
    description: null,
    phone: null,
    email: null,
    address: null,
    contact_person: null,
    synced_at: null,
    kiotviet_debt: null,
    kiotviet_total_invoiced: null,
    created_at: '2026-01-02T02:00:00.000Z',
    updated_at: '2026-01-02T02:00:00.000Z',
    ...patch,
  };
}
