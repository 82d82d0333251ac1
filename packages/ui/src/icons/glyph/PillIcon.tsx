import { createIcon } from '../createIcon';

export const PillIcon = createIcon(
  'PillIcon',
  <path d="m10.5 20.5 10-10a4.95 4.95 0 1 0-7-7l-10 10a4.95 4.95 0 1 0 7 7ZM8.5 8.5l7 7" />,
);
