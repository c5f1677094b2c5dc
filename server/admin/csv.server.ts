import { stringify, type Options } from "csv-stringify/sync";

// CSV (RFC 4180) for exports that staff open in a spreadsheet, written by csv-stringify.
//
// A cell a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage
// return, or their full-width forms) gets a leading apostrophe (csv-stringify's escape_formulas;
// OWASP "CSV Injection"). A cell with a comma, quote or line break is quoted, with its quotes
// doubled; so is one with a semicolon, the separator Excel uses in many locales (German, French,
// Indian English with some settings): unquoted, "x;=HYPERLINK(…)" would open there as two cells, the
// second a formula. Cells with leading or trailing spaces are quoted so they survive a round trip.

const options: Options = {
  record_delimiter: "windows",
  escape_formulas: true,
  quoted_match: [";", /[\r\n]/, /^\s|\s$/],
  cast: { date: (value) => value.toISOString() },
};

type Cell = string | number | Date | null | undefined;

/** One CSV record, ending with CRLF. */
export function csvLine(values: Cell[]): string {
  return stringify([values], options);
}
