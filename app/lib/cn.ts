import { clsx, type ClassValue } from "clsx";

// clsx only: tailwind-merge would add ~8 KB gzip to every page. Components avoid passing
// conflicting utilities instead of relying on a merge.
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
