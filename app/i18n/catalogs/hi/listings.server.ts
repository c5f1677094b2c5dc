import type { Catalog } from "~/i18n/i18n";

export default {
} satisfies Catalog;
