/**
 * Elements marked `data-persistent-layer` (the toast region) stay usable while a modal (Dialog, AlertDialog,
 * Drawer, Sheet) is open: the modal leaves them out of the inert page behind and a click on them is not a click
 * outside.
 */
export function getPersistentLayers(doc: Document = document): Element[] {
  return Array.from(doc.querySelectorAll('[data-persistent-layer]'));
}
