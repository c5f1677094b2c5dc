import { ChevronDown } from "lucide-react";
import { Tabs } from "~/components/ui/tabs-primitive";
import { useMemo, useState } from "react";
import { FAQ_TABS, type Faq, type FaqTab } from "~/content/knowledge/faqs";
import { filterFaqs } from "./filter-faqs";
import { useT } from "~/i18n/i18n";

interface FaqBrowserProps {
  faqs: Faq[];
  /** The help page's search text; it filters within the chosen tab. */
  query: string;
}

/** The FAQ tabs (default All) and the questions of the chosen tab that match the search. */
export function FaqBrowser({ faqs, query }: FaqBrowserProps) {
  const { t } = useT();
  const [tab, setTab] = useState<FaqTab>("All");
  // The search reads what the visitor sees: the questions and answers in the page's language.
  const shown = useMemo(() => faqs.map((f) => ({ ...f, question: t(f.question), answer: t(f.answer) })), [faqs, t]);
  return (
    <Tabs.Root value={tab} onValueChange={(value) => setTab(value as FaqTab)}>
      <Tabs.List aria-label={t("FAQ categories")} className="flex flex-wrap justify-center gap-2">
        {FAQ_TABS.map((name) => (
          <Tabs.Trigger
            key={name}
            value={name}
            className="rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-medium text-slate-700 transition-colors hover:border-brand-600 hover:text-brand-700 data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
          >
            {t(name)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {FAQ_TABS.map((name) => (
        <Tabs.Content key={name} value={name} className="mx-auto mt-8 max-w-3xl">
          <FaqList faqs={filterFaqs(shown, query, name)} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function FaqList({ faqs }: { faqs: Faq[] }) {
  const { t } = useT();
  if (faqs.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center text-lg text-slate-700">
        {t("No FAQs found in this category.")}
      </p>
    );
  }
  return (
    <ul className="space-y-3">
      {faqs.map((faq) => (
        <li key={faq.question}>
          <details className="group rounded-xl border border-slate-200 bg-white shadow-sm open:border-brand-500">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              {faq.question}
              <ChevronDown
                className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="px-5 pb-5 leading-7 text-slate-700">{faq.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
