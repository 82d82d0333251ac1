import { createIcon } from '../createIcon';

export const DownloadIcon = createIcon(
  'DownloadIcon',
  <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />,
);
