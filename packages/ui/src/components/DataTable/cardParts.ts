/** What a column is in the narrow layout's card. */
export const dataTableCardParts = ['title', 'field', 'actions', 'hidden'] as const;
export type DataTableCardPart = (typeof dataTableCardParts)[number];

interface CardColumn {
  id: string;
  card?: DataTableCardPart;
}

export interface CardParts<Column> {
  /** Heads the card; it is the button that opens the row when rows open. */
  title: Column | undefined;
  /** Label–value pairs, in the columns' order. */
  fields: Column[];
  /** Controls at the card's foot, without a label. */
  actions: Column[];
}

/**
 * Splits the columns into a card's parts. The title is the column marked `title`, else the first column
 * without a part, else the first field (a card that opens needs a title to be its button); every other
 * unmarked column is a field, so nothing is left out unless the caller hides it (a second `title` column
 * shows as a field rather than vanishing).
 */
export function cardParts<Column extends CardColumn>(columns: readonly Column[]): CardParts<Column> {
  const title =
    columns.find((column) => column.card === 'title') ??
    columns.find((column) => !column.card) ??
    columns.find((column) => column.card === 'field');
  return {
    title,
    fields: columns.filter(
      (column) => column !== title && (!column.card || column.card === 'field' || column.card === 'title'),
    ),
    actions: columns.filter((column) => column.card === 'actions'),
  };
}

/** A cell with nothing to show, whose label a card leaves out rather than pairing it with a blank. */
export function isBlankCell(content: unknown): boolean {
  return content === null || content === undefined || content === false || content === '';
}
