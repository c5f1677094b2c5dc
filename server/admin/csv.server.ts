// CSV (RFC 4180) for exports that staff open in a spreadsheet.

/**
 * One cell. A value starting with =, +, -, @ (or a tab or carriage return) would be run as a
 * formula by a spreadsheet, so it gets a leading apostrophe; a value with a comma, quote or line
 * break is quoted, with its quotes doubled.
 */
export function csvCell(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: (string | number | Date | null | undefined)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
