import type { PressItem, PressItemType } from "~/content/company/press";

/** Items of one type (null: all), newest first. */
export function filterPressItems(items: readonly PressItem[], type: PressItemType | null): PressItem[] {
  return items.filter((i) => type === null || i.type === type).sort((a, b) => b.date.localeCompare(a.date));
}
