/** A letter or digit: the first one of a word starts its initial (so '(Kho)' gives 'K'). */
const initialCharacter = /[\p{L}\p{N}]/u;

/**
 * The initials of a person's name: the first letter of each of its words, uppercased
 * (docs/product/shell-and-auth.md#header:
 * 'Nguyễn Văn An' → 'NVA'). Every word counts unless `max` is given; then the first `max - 1` words and
 * the last one are used, so a family name and a given name survive ('Nguyễn Thị Ánh Tuyết', 2 → 'NT').
 * Names are normalised to NFC first, so a decomposed 'Ánh' still yields 'Á', not 'A' plus a lone accent.
 */
export function initials(name: string, max?: number): string {
  const letters = name
    .normalize('NFC')
    .split(/\s+/)
    .map((word) => word.match(initialCharacter)?.[0])
    .filter((letter): letter is string => letter !== undefined);
  const kept =
    max === undefined || letters.length <= max
      ? letters
      : max <= 0
        ? []
        : max === 1
          ? letters.slice(0, 1)
          : [...letters.slice(0, max - 1), ...letters.slice(-1)];
  return kept.join('').toLocaleUpperCase('vi');
}
