import type { CaseStudyItem } from "~/content/company/resources";

/** The average ROI multiple of the case studies, one decimal, e.g. "3.5x". */
export function averageRoi(items: readonly CaseStudyItem[]): string {
  if (items.length === 0) return "0x";
  const mean = items.reduce((sum, i) => sum + i.roi, 0) / items.length;
  return `${Math.round(mean * 10) / 10}x`;
}
