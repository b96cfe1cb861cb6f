"use client";

import type { RowTableView } from "./types";

export function RowTableItem({ item }: { item: RowTableView }) {
  return <div data-testid={`rows-${item.id}`} />;
}
