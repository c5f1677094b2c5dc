import { createHash } from "node:crypto";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Course, CourseDetail, CoursesQuery } from "#contracts/catalogue";
import type { Locale } from "#contracts/locales";
import type { ModuleSummary } from "#contracts/programs";
import type { Database, DatabaseHandle } from "../db/client.server";
import { programModules, programs } from "../db/schema";
import { catalogueJson, moduleSummaryJson } from "./program-json.server";

/** The PostgreSQL channel on which every catalogue change is announced (see catalogueChanged). */
export const CATALOGUE_CHANNEL = "catalogue_changed";

/**
 * Announces a change of the catalogue to every server process sharing the database. Run it inside
 * the transaction that makes the change: PostgreSQL delivers the notification on commit, and
 * not at all on rollback.
 */
export async function catalogueChanged(tx: Pick<Database, "execute">): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`);
}

/**
 * The active catalogue, read often and changed rarely, is kept in memory with each distinct
 * query's JSON, so a repeated GET costs no database work and no serialisation. It is dropped when
 * any process announces a change (LISTEN on CATALOGUE_CHANNEL, so every instance sees a change at
 * once), when the listening connection comes back after a loss, and in any case after `ttlMs`.
 */
export function createCatalogueCache(db: Database, ttlMs = 30_000) {
  let loadedAt = 0;
  // Bumped by invalidate(): a load that started before a change does not count as fresh.
  let generation = 0;
  let loading: Promise<Loaded> | undefined;
  let loaded: Loaded = { rows: [], modules: new Map() };
  // Each language's courses and modules, made from the rows on first use.
  let byLocale = new Map<Locale, { courses: Course[]; modules: Map<string, ModuleSummary[]> }>();
  let responses = new Map<string, ListAnswer>();

  type ProgramRow = typeof programs.$inferSelect;
  type ModuleRow = Pick<typeof programModules.$inferSelect, "id" | "programId" | "title" | "summary" | "durationMinutes" | "translations">;
  interface Loaded {
    rows: ProgramRow[];
    modules: Map<string, ModuleRow[]>;
  }

  async function load(): Promise<Loaded> {
    const rows = await db.select().from(programs).where(eq(programs.isActive, true)).orderBy(asc(programs.createdAt), asc(programs.title));
    const modules = new Map<string, ModuleRow[]>(rows.map((r) => [r.id, []]));
    if (rows.length > 0) {
      const moduleRows = await db
        .select({
          id: programModules.id,
          programId: programModules.programId,
          title: programModules.title,
          summary: programModules.summary,
          durationMinutes: programModules.durationMinutes,
          translations: programModules.translations,
        })
        .from(programModules)
        .where(inArray(programModules.programId, rows.map((r) => r.id)))
        .orderBy(asc(programModules.programId), asc(programModules.position), asc(programModules.createdAt));
      for (const m of moduleRows) modules.get(m.programId)!.push(m);
    }
    return { rows, modules };
  }

  const isFresh = () => Date.now() - loadedAt < ttlMs;

  async function fresh(): Promise<Loaded> {
    if (isFresh()) return loaded;
    if (!loading) {
      const started = generation;
      loading = load()
        .then((result) => {
          loaded = result;
          byLocale = new Map();
          responses = new Map();
          if (started === generation) loadedAt = Date.now();
          return result;
        })
        .finally(() => {
          loading = undefined;
        });
    }
    return loading;
  }

  /** The active courses and their modules in `locale` (each untranslated field in English). */
  async function inLocale(locale: Locale) {
    const current = await fresh();
    let made = byLocale.get(locale);
    if (!made) {
      const courses = current.rows.map((r) => catalogueJson(r, locale));
      const modules = new Map([...current.modules].map(([id, list]) => [id, list.map((m, i) => moduleSummaryJson(m, i, locale))]));
      byLocale.set(locale, (made = { courses, modules }));
    }
    return made;
  }

  const active = async (locale: Locale = "en"): Promise<Course[]> => (await inLocale(locale)).courses;

  async function listAnswer(query: CoursesQuery, key: string): Promise<ListAnswer> {
    const list = await active(query.lang ?? "en");
    let response = responses.get(key);
    if (!response) {
      const matching = list.filter((c) => (!query.category || c.category === query.category) && (!query.level || c.level === query.level));
      const start = (query.page - 1) * query.limit;
      const body = JSON.stringify({
        data: matching.slice(start, start + query.limit),
        pagination: {
          page: query.page,
          limit: query.limit,
          total: matching.length,
          total_pages: Math.ceil(matching.length / query.limit),
        },
      });
      response = { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"` };
      if (responses.size < 1000) responses.set(key, response);
    }
    return response;
  }

  return {
    active,
    async byId(id: string): Promise<Course | undefined> {
      return (await active()).find((c) => c.id === id);
    },
    /** GET /courses/{id}: the active course with its modules, in `locale`. */
    async detail(id: string, locale: Locale = "en"): Promise<CourseDetail | undefined> {
      const { courses, modules } = await inLocale(locale);
      const course = courses.find((c) => c.id === id);
      return course && { ...course, modules: modules.get(course.id) ?? [] };
    },
    /**
     * The JSON body of GET /courses for a validated query, and its ETag: at once (no promise) when
     * the catalogue is fresh and this query was answered before, the case of nearly every request.
     */
    listJson(query: CoursesQuery): ListAnswer | Promise<ListAnswer> {
      const key = `${query.lang ?? "en"}|${query.category ?? ""}|${query.level ?? ""}|${query.page}|${query.limit}`;
      const known = isFresh() ? responses.get(key) : undefined;
      return known ?? listAnswer(query, key);
    },
    invalidate() {
      generation++;
      loadedAt = 0;
    },
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;

interface ListAnswer {
  body: string;
  etag: string;
}

// One cache per database handle, that is per server process: the public courses routes read it,
// the staff routes drop it after a change, and a change announced by another process drops it.
const caches = new WeakMap<DatabaseHandle, CatalogueCache>();

export function catalogueCache(database: DatabaseHandle): CatalogueCache {
  let cache = caches.get(database);
  if (!cache) {
    const created = createCatalogueCache(database.db);
    database.subscribe(CATALOGUE_CHANNEL, () => created.invalidate());
    caches.set(database, created);
    cache = created;
  }
  return cache;
}
