import { useMemo, type ComponentProps } from "react";
import Markdown, { type Components } from "react-markdown";

// A module's lesson text: Markdown written by staff, rendered as React elements. Raw HTML in it is
// dropped (skipHtml) and react-markdown's URL filter removes javascript: and other unsafe links,
// so lesson text can never run script on the learner's page. Loaded only when a lesson is opened.

const styles = [
  "grid gap-3 text-slate-800 leading-relaxed break-words",
  "[&_h3]:text-xl [&_h3]:font-bold [&_h4]:text-lg [&_h4]:font-semibold [&_h5,&_h6]:font-semibold [&_h3,&_h4,&_h5,&_h6]:text-slate-900",
  "[&_ul]:list-disc [&_ol]:list-decimal [&_ul,&_ol]:grid [&_ul,&_ol]:gap-1 [&_ul,&_ol]:pl-6",
  "[&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-sm [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-3",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:text-slate-700",
].join(" ");

// The lesson is part of its module, beside the module's quiz (h3): its headings continue the
// page's outline from h3 down, whatever level its author started at, instead of opening a second
// h1 or skipping a level (a screen reader's list of headings; axe's heading-order).
const LESSON_TOP = 3;

/** The highest heading level the Markdown uses (# … or a setext underline), 1 when it has none. */
function topLevel(markdown: string): number {
  const levels = [...markdown.matchAll(/^(#{1,6})[ \t]/gm)].map((m) => m[1].length);
  for (const m of markdown.matchAll(/^[^\s#>-].*\n(=+|-+)[ \t]*$/gm)) levels.push(m[1].startsWith("=") ? 1 : 2);
  return levels.length ? Math.min(...levels) : 1;
}

function headingsFrom(top: number): Components {
  const shifted = (depth: number) => {
    const Tag = `h${Math.min(6, depth - top + LESSON_TOP)}` as "h3" | "h4" | "h5" | "h6";
    return function Heading({ node: _node, ...props }: ComponentProps<"h1"> & { node?: unknown }) {
      return <Tag {...props} />;
    };
  };
  return { h1: shifted(1), h2: shifted(2), h3: shifted(3), h4: shifted(4), h5: shifted(5), h6: shifted(6) };
}

export default function LessonText({ markdown }: { markdown: string }) {
  const components = useMemo(() => headingsFrom(topLevel(markdown)), [markdown]);
  return (
    // Staff's text (Hindi where they wrote it, GET …/modules?lang): catalogue content.
    <div data-catalogue-content className={styles}>
      <Markdown skipHtml components={components}>
        {markdown}
      </Markdown>
    </div>
  );
}
