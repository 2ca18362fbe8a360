import type { ClientLine } from './cart-diff.ts';

/** A line's new identity and quantity, chosen in the microcart's edit mode. */
export type EditedLine<Line extends ClientLine> = Omit<Line, 'serverItemId' | 'prevQty'>;

export interface LineEdit<Line extends ClientLine> {
  /** The browser's lines after the edit, the edited line where it was. */
  lines: Line[];
  /** The line as the server must hold it now; its qty is the quantity to send. */
  line: Line;
  /**
   * The server line the edit replaces: the edited line's item id, and its key for as long as the
   * server has not confirmed an id.
   */
  replaces: { key: string; itemId: number | null };
  /** The lines as they were, to put back when the server refuses the change. */
  previous: Line[];
}

/**
 * Edit mode: a line whose options changed becomes the line of its new options, in place. A line
 * that already holds the new options absorbs it, quantities summed, so a product never has two
 * lines. The edited line keeps its server item id, so the server moves that very row: the old
 * options cannot survive next to the new ones, however quickly edits follow each other.
 */
export function editLine<Line extends ClientLine>(
  lines: readonly Line[],
  key: string,
  edited: EditedLine<Line>,
): LineEdit<Line> | null {
  const current = lines.find((line) => line.key === key);
  if (!current || !Number.isInteger(edited.qty) || edited.qty < 1) return null;
  if (edited.key === key && edited.qty === current.qty) return null;
  const other = edited.key === key ? undefined : lines.find((line) => line.key === edited.key);
  const line = (
    other
      ? { ...other, ...edited, qty: other.qty + edited.qty, prevQty: other.qty }
      : { ...current, ...edited, prevQty: current.qty }
  ) as Line;
  return {
    lines: lines.flatMap((candidate) => {
      if (candidate === current) return [line];
      return candidate === other ? [] : [candidate];
    }),
    line,
    replaces: { key: current.key, itemId: current.serverItemId },
    previous: other ? [current, other] : [current],
  };
}

/** A refused edit: the line it made goes back to the lines it replaced, in its place. */
export function restoreEditedLine<Line extends ClientLine>(
  lines: readonly Line[],
  key: string,
  previous: readonly Line[],
): Line[] {
  if (!lines.some((line) => line.key === key)) return [...lines];
  const restoredKeys = new Set(previous.map((line) => line.key));
  return lines.flatMap((line) => {
    if (line.key === key) return [...previous];
    return restoredKeys.has(line.key) ? [] : [line];
  });
}
