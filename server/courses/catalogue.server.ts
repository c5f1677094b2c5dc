import { asc, eq } from "drizzle-orm";
import type { Course, CoursesQuery } from "#contracts/catalogue";
import type { Database } from "../db/client.server";
import { programs } from "../db/schema";

/**
 * The active catalogue, read often and changed rarely, is kept in memory and re-read from the
 * database at most every `ttlMs` (and at once after a change made through this server). Each
 * distinct query's JSON is kept too, so a repeated GET costs no database work and no
 * serialisation. Other instances see a change within `ttlMs`.
 */
export function createCatalogueCache(db: Database, ttlMs = 30_000) {
  let loadedAt = 0;
  let loading: Promise<Course[]> | undefined;
  let courses: Course[] = [];
  let responses = new Map<string, string>();

  async function load(): Promise<Course[]> {
    const rows = await db.select().from(programs).where(eq(programs.isActive, true)).orderBy(asc(programs.createdAt), asc(programs.title));
    return rows.map((p) => ({
      id: p.id,
      title: p.title,
      description: p.description,
      category: p.category as Course["category"],
      level: p.level as Course["level"],
      duration: p.duration,
      price: p.price,
      features: p.features,
      is_active: p.isActive,
    }));
  }

  async function active(): Promise<Course[]> {
    if (Date.now() - loadedAt < ttlMs) return courses;
    loading ??= load()
      .then((list) => {
        courses = list;
        responses = new Map();
        loadedAt = Date.now();
        return list;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  return {
    active,
    async byId(id: string): Promise<Course | undefined> {
      return (await active()).find((c) => c.id === id);
    },
    /** The JSON body of GET /courses for a validated query. */
    async listJson(query: CoursesQuery): Promise<string> {
      const list = await active();
      const key = `${query.category ?? ""}|${query.level ?? ""}|${query.page}|${query.limit}`;
      let body = responses.get(key);
      if (!body) {
        const matching = list.filter((c) => (!query.category || c.category === query.category) && (!query.level || c.level === query.level));
        const start = (query.page - 1) * query.limit;
        body = JSON.stringify({
          data: matching.slice(start, start + query.limit),
          pagination: {
            page: query.page,
            limit: query.limit,
            total: matching.length,
            total_pages: Math.ceil(matching.length / query.limit),
          },
        });
        if (responses.size < 1000) responses.set(key, body);
      }
      return body;
    },
    invalidate() {
      loadedAt = 0;
    },
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
