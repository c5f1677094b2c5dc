import { company } from "#contracts/company";
import { paths, type SitePath } from "#contracts/pages";

const BRAND = company.name;

export type HindiPageTexts = Partial<Record<SitePath, { title: string; description: string }>>;

/** Each translated page's Hindi <title> and meta description. */
export default {
} satisfies HindiPageTexts as HindiPageTexts;
