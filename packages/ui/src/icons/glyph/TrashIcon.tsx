import { createIcon } from '../createIcon';

export const TrashIcon = createIcon(
  'TrashIcon',
  <path d="M3 6h18M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />,
);
