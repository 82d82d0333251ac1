import { createIcon } from '../createIcon';

export const ChevronsUpDownIcon = createIcon(
  'ChevronsUpDownIcon',
  <>
    <path d="m7 15 5 5 5-5" />
    <path d="m7 9 5-5 5 5" />
  </>,
);
