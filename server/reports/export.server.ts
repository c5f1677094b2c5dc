import { PassThrough, Readable } from "node:stream";
import type { Logger } from "pino";
import { exportColumns, reportTexts, type PeopleRow } from "#contracts/reports";
import { csvLine } from "../admin/csv.server";

// The people table's downloads (issue 27): CSV and a real .xlsx, both streamed from the keyset
// batches of allPeopleRows, so the server holds one batch at a time however many rows there are
// (docs/decisions/023-team-reports-charts-and-spreadsheets.md: exceljs's streaming WorkbookWriter commits
// each row to the zip stream and keeps no sheet in memory).

type Batches = AsyncGenerator<PeopleRow[], void, unknown>;

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (OWASP "CSV Injection"), as csv-stringify's escape_formulas does for the CSV. */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const neutralise = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/** A row's cells in the order of exportColumns. */
function cells(row: PeopleRow): (string | number)[] {
  return [
    row.name,
    row.email,
    row.team ?? "",
    row.program_title,
    row.progress,
    reportTexts.states[row.state],
    row.due_date ?? "",
    row.last_activity_at ?? "",
    row.completed_at ?? "",
    row.certificate?.verification_url ?? "",
  ];
}

/** The CSV (RFC 4180, CRLF; csv-stringify with formula escaping), pulled a batch at a time as the client reads. */
export function peopleCsv(batches: Batches, logger: Logger): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvLine(exportColumns.map((c) => c.label))));
    },
    async pull(controller) {
      try {
        const next = await batches.next();
        if (next.done) return controller.close();
        controller.enqueue(encoder.encode(next.value.map((row) => csvLine(cells(row))).join("")));
      } catch (err) {
        logger.error({ err }, "people export (CSV) failed");
        controller.error(err);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}

/** The workbook: one sheet, a header row, then every row; each batch waits until the client has read the one before. */
export function peopleXlsx(batches: Batches, logger: Logger, sheetName: string): ReadableStream<Uint8Array> {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const write = async () => {
    try {
      // Loaded at the first workbook, not at every server start (~0.4 s of CPU; few ask for one).
      const { default: ExcelJS } = await import("exceljs");
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
      const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
      sheet.columns = exportColumns.map((c) => ({ header: c.label, key: c.key, width: c.key === "certificate" ? 60 : 20 }));
      for await (const batch of batches) {
        if (out.destroyed) return void (await batches.return(undefined));
        for (const row of batch) sheet.addRow(cells(row).map((v) => (typeof v === "string" ? neutralise(v) : v))).commit();
        // Backpressure: the client reads slower than the database answers.
        if (out.writableNeedDrain) await new Promise((resolve) => out.once("drain", resolve));
      }
      sheet.commit();
      await workbook.commit();
    } catch (err) {
      logger.error({ err }, "people export (Excel) failed");
      out.destroy(err as Error);
    }
  };
  void write();
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
