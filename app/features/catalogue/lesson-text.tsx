import Markdown from "react-markdown";

// A module's lesson text: Markdown written by staff, rendered as React elements. Raw HTML in it is
// dropped (skipHtml) and react-markdown's URL filter removes javascript: and other unsafe links,
// so lesson text can never run script on the learner's page. Loaded only when a lesson is opened.

const styles = [
  "grid gap-3 text-slate-800 leading-relaxed break-words",
  "[&_h1]:text-xl [&_h1]:font-bold [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_h1,&_h2,&_h3]:text-slate-900",
  "[&_ul]:list-disc [&_ol]:list-decimal [&_ul,&_ol]:grid [&_ul,&_ol]:gap-1 [&_ul,&_ol]:pl-6",
  "[&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-sm [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-3",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:text-slate-700",
].join(" ");

export default function LessonText({ markdown }: { markdown: string }) {
  return (
    // Staff's text (Hindi where they wrote it, GET …/modules?lang): catalogue content.
    <div data-catalogue-content className={styles}>
      <Markdown skipHtml>{markdown}</Markdown>
    </div>
  );
}
