import { createIcon } from '../createIcon';

export const MinusIcon = createIcon('MinusIcon', <path d="M5 12h14" />);
