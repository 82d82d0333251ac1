import { createIcon } from '../createIcon';

export const FilterIcon = createIcon('FilterIcon', <path d="M22 3H2l8 9.46V19l4 2v-8.54L22 3z" />);
