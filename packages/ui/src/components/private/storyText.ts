/**
 * Vietnamese names of the size scales, for stories that show every size: a label reads 'Cỡ nhỏ', not 'Cỡ small'
 * (the catalogue's example text is Vietnamese; the token names are in the controls and the props table).
 */
export const sizeName: Record<string, string> = {
  xsmall: 'rất nhỏ',
  small: 'nhỏ',
  medium: 'vừa',
  standard: 'vừa',
  large: 'lớn',
  xlarge: 'rất lớn',
};
