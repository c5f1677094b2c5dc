import { parse } from "csv-parse/sync";
import { questionInputSchema, type ImportReport, type QuestionInput } from "#contracts/quizzes";

// Importing a question bank: Moodle's GIFT format (https://docs.moodle.org/en/GIFT_format) and CSV.
// Each parsed question is checked with the same schema as the staff form; what does not parse or
// is a kind we do not have is reported with its line. No npm package: the one GIFT parser on the
// registry (gift-pegjs) depends at run time on pegjs 0.10, unmaintained since 2016; the subset we
// take is small enough to read here.

export interface Parsed {
  questions: QuestionInput[];
  rejected: ImportReport["rejected"];
}

/** The schema's first message for a question that parsed but is not valid (no right option…). */
function check(candidate: unknown, line: number, out: Parsed) {
  const result = questionInputSchema.safeParse(candidate);
  if (result.success) out.questions.push(result.data);
  else out.rejected.push({ line, reason: result.error.issues[0]?.message ?? "Not a valid question" });
}

// ---- GIFT ----------------------------------------------------------------------------------------

const ESCAPABLE = "~=#{}:\\";

/** GIFT's escapes: \~ \= \# \{ \} \: and \n for a line break. */
const unescape = (s: string) => s.replace(/\\([~=#{}:\\n])/g, (_m, c: string) => (c === "n" ? "\n" : c)).trim();

/** Where `ch` first occurs unescaped at or after `from`, or -1. */
function findUnescaped(s: string, ch: string, from = 0): number {
  for (let i = from; i < s.length; i++) {
    if (s[i] === "\\" && ESCAPABLE.includes(s[i + 1] ?? "")) i++;
    else if (s.startsWith(ch, i)) return i;
  }
  return -1;
}

/** A question's text without GIFT's format marker; HTML questions lose their tags (we show text). */
function questionText(raw: string): string {
  const format = /^\s*\[(html|moodle|plain|markdown)\]/i.exec(raw);
  let text = format ? raw.slice(format[0].length) : raw;
  if (format?.[1].toLowerCase() === "html") text = text.replace(/<[^>]*>/g, " ");
  return unescape(text).replace(/[ \t]+/g, " ");
}

interface GiftAnswer {
  mark: "=" | "~";
  weight: number | null;
  text: string;
}

/** Splits an answer block at each unescaped = or ~, with its %weight% and without its #feedback. */
function giftAnswers(body: string): GiftAnswer[] {
  const answers: GiftAnswer[] = [];
  let current: { mark: "=" | "~"; raw: string } | null = null;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === "\\" && ESCAPABLE.includes(body[i + 1] ?? "")) {
      if (current) current.raw += c + body[i + 1];
      i++;
    } else if (c === "=" || c === "~") {
      // "->" of matching questions and "=" inside them stay text.
      if (current) answers.push(finish(current));
      current = { mark: c, raw: "" };
    } else if (current) current.raw += c;
  }
  if (current) answers.push(finish(current));
  return answers;

  function finish(a: { mark: "=" | "~"; raw: string }): GiftAnswer {
    const feedback = findUnescaped(a.raw, "#");
    let text = feedback >= 0 ? a.raw.slice(0, feedback) : a.raw;
    const weight = /^\s*%(-?\d+(?:\.\d+)?)%/.exec(text);
    if (weight) text = text.slice(weight[0].length);
    return { mark: a.mark, weight: weight ? Number(weight[1]) : null, text: unescape(text) };
  }
}

/** A numeric answer: "3.14:0.01" (value and tolerance) or "1..2" (a range), with an optional %weight%. */
function numericAnswer(spec: string): { value: number; tolerance: number } | null {
  const text = spec.replace(/^\s*%-?\d+(?:\.\d+)?%/, "").trim();
  const range = /^(-?\d+(?:\.\d+)?)\s*\.\.\s*(-?\d+(?:\.\d+)?)$/.exec(text);
  if (range) {
    const [lo, hi] = [Number(range[1]), Number(range[2])].sort((a, b) => a - b);
    return { value: (lo + hi) / 2, tolerance: (hi - lo) / 2 };
  }
  const point = /^(-?\d+(?:\.\d+)?(?:e-?\d+)?)(?:\s*:\s*(\d+(?:\.\d+)?))?$/i.exec(text);
  return point ? { value: Number(point[1]), tolerance: point[2] ? Number(point[2]) : 0 } : null;
}

/** One GIFT question (its text without comments): a question, or why not. */
function giftQuestion(block: string): QuestionInput | { reject: string } | null {
  let text = block.trim();
  if (/^\$CATEGORY:/i.test(text)) return null;
  const title = /^::((?:\\.|[^:])*)::/.exec(text);
  if (title) text = text.slice(title[0].length);
  const open = findUnescaped(text, "{");
  if (open < 0) return { reject: "Description items (no answer) are not supported" };
  const close = findUnescaped(text, "}", open);
  if (close < 0) return { reject: "The answer block has no closing }" };
  const before = text.slice(0, open);
  const after = text.slice(close + 1).trim();
  // "Missing word": the answer block sits inside the sentence; the learner sees a blank there.
  const prompt = questionText(after ? `${before} _____ ${after}` : before);
  let body = text.slice(open + 1, close);
  const general = findUnescaped(body, "####");
  const explanation = general >= 0 ? unescape(body.slice(general + 4)) : null;
  if (general >= 0) body = body.slice(0, general);
  const spec = body.trim();

  if (spec === "") return { reject: "Essay questions are not supported" };
  if (spec.startsWith("#")) {
    const inner = spec.slice(1).trim();
    // Several numeric answers ("=1822:0 =%50%1822:2"): the full-marks one is the answer.
    const candidates = inner.startsWith("=") ? giftAnswers(inner) : [{ mark: "=" as const, weight: null, text: inner.split("#")[0] }];
    const right = candidates.find((a) => a.weight === null || a.weight === 100) ?? candidates[0];
    const answer = right && numericAnswer(right.text.split("#")[0]);
    if (!answer) return { reject: "The numeric answer is not a number (write {#3.14:0.01} or {#1..2})" };
    return { kind: "numeric", prompt, options: [], numeric_answer: answer.value, tolerance: answer.tolerance, explanation };
  }
  const truth = /^(T|TRUE|F|FALSE)\s*(#|$)/i.exec(spec);
  if (truth) {
    return { kind: "true_false", prompt, options: [], correct_boolean: truth[1].toUpperCase().startsWith("T"), explanation };
  }
  const answers = giftAnswers(spec);
  if (answers.length === 0) return { reject: "The answer block has no answers" };
  if (answers.some((a) => a.text.includes("->"))) return { reject: "Matching questions are not supported" };
  if (!answers.some((a) => a.mark === "~")) return { reject: "Short-answer questions are not supported" };
  const weighted = answers.some((a) => a.weight !== null);
  const options = answers.map((a) => ({ text: a.text, correct: a.mark === "=" || (a.weight ?? 0) > 0 }));
  const multiple = weighted || options.filter((o) => o.correct).length > 1;
  return { kind: multiple ? "multiple" : "single", prompt, options, explanation };
}

export function parseGift(source: string): Parsed {
  const out: Parsed = { questions: [], rejected: [] };
  const lines = source.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  let block: string[] = [];
  let start = 0;
  let depth = 0;
  const flush = () => {
    if (block.length > 0) {
      const q = giftQuestion(block.join("\n"));
      if (q && "reject" in q) out.rejected.push({ line: start, reason: q.reject });
      else if (q) check(q, start, out);
    }
    block = [];
  };
  lines.forEach((line, index) => {
    if (/^\s*\/\//.test(line)) return;
    // A blank line ends a question, unless it is inside an answer block (multi-line answers).
    if (line.trim() === "" && depth === 0) return flush();
    if (block.length === 0) start = index + 1;
    block.push(line);
    for (let i = 0; i < line.length; i++) {
      if (line[i] === "\\") i++;
      else if (line[i] === "{") depth++;
      else if (line[i] === "}") depth = Math.max(0, depth - 1);
    }
  });
  flush();
  return out;
}

// ---- CSV -----------------------------------------------------------------------------------------

const csvKinds: Record<string, QuestionInput["kind"]> = {
  single: "single",
  multiple: "multiple",
  true_false: "true_false",
  truefalse: "true_false",
  numeric: "numeric",
};

/** One row a line: kind,question,options,correct,tolerance,explanation (options and correct numbers separated by |). */
export function parseCsv(source: string): Parsed {
  const out: Parsed = { questions: [], rejected: [] };
  let records: { record: Record<string, string>; info: { lines: number } }[];
  let header: string[] = [];
  try {
    records = parse(source.replace(/^\uFEFF/, ""), {
      columns: (names: string[]) => (header = names.map((h) => h.trim().toLowerCase())),
      skip_empty_lines: true,
      trim: true,
      info: true,
      relax_column_count: true,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    out.rejected.push({ line, reason: `Not readable as CSV: ${(error as Error).message}` });
    return out;
  }
  if (!["kind", "question"].every((h) => header.includes(h))) {
    out.rejected.push({ line: 1, reason: "The first line must name the columns: kind,question,options,correct,tolerance,explanation" });
    return out;
  }
  for (const { record, info } of records) {
    const line = info.lines;
    const kind = csvKinds[(record.kind ?? "").toLowerCase().replace(/[\s/-]/g, "_").replace("true_or_false", "true_false")];
    if (!kind) {
      out.rejected.push({ line, reason: `Unknown kind "${record.kind ?? ""}" (use single, multiple, true_false or numeric)` });
      continue;
    }
    const correct = (record.correct ?? "").trim();
    const base = { kind, prompt: record.question ?? "", explanation: record.explanation || null };
    if (kind === "true_false") {
      if (!/^(true|false)$/i.test(correct)) {
        out.rejected.push({ line, reason: "The correct answer of a true_false question must be true or false" });
        continue;
      }
      check({ ...base, options: [], correct_boolean: correct.toLowerCase() === "true" }, line, out);
    } else if (kind === "numeric") {
      const value = Number(correct);
      const tolerance = record.tolerance ? Number(record.tolerance) : 0;
      if (correct === "" || !Number.isFinite(value) || !Number.isFinite(tolerance)) {
        out.rejected.push({ line, reason: "The correct answer and tolerance of a numeric question must be numbers" });
        continue;
      }
      check({ ...base, options: [], numeric_answer: value, tolerance }, line, out);
    } else {
      const texts = (record.options ?? "").split("|").map((o) => o.trim()).filter(Boolean);
      const picks = correct.split("|").map((n) => Number(n.trim()));
      if (picks.some((n) => !Number.isInteger(n) || n < 1 || n > texts.length)) {
        out.rejected.push({ line, reason: `The correct options must be option numbers from 1 to ${texts.length}, separated by |` });
        continue;
      }
      check({ ...base, options: texts.map((text, i) => ({ text, correct: picks.includes(i + 1) })) }, line, out);
    }
  }
  return out;
}
