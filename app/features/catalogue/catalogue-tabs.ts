import type { Program } from "~/lib/programs";
import { programCategories, programCategoryLabels, type ProgramCategory } from "#contracts/vocabulary";

// The programs page's category tabs: All Programs, then one per category in the spec's order.

export type CatalogueTab = "all" | ProgramCategory;

export interface CatalogueTabInfo {
  value: CatalogueTab;
  label: string;
}

export const catalogueTabs: readonly CatalogueTabInfo[] = [
  { value: "all", label: "All Programs" },
  ...programCategories.map((category) => ({ value: category, label: programCategoryLabels[category] })),
];

export const isCatalogueTab = (value: string): value is CatalogueTab => catalogueTabs.some((tab) => tab.value === value);

/**
 * The programs a tab lists: only active ones (the API already returns only those; checked again so
 * an inactive program can never be offered for enrolment), of the tab's category unless "all".
 */
export function programsInTab(programs: readonly Program[], tab: CatalogueTab): Program[] {
  return programs.filter((program) => program.is_active && (tab === "all" || program.category === tab));
}
