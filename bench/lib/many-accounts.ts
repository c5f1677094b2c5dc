import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

// A database that has been in use: `n` confirmed learners, each with a password account, two live
// sessions, a pending verification, an enrolment, and a sign-in and an API rate-limit counter from
// their addresses. Written with SQL straight into a stopped server's embedded database (DATA_DIR/db,
// already migrated and seeded): 10,000 accounts take seconds, where signing them up would take an hour.

export async function fillAccounts(dataDir: string, n: number): Promise<void> {
  const pg = await PGlite.create(path.join(dataDir, "db"));
  try {
    await pg.exec(`
      begin;
      insert into users (id, name, email, email_verified, created_at, updated_at)
        select 'bench-u' || i, 'Learner ' || i, 'learner' || i || '@bench.test', true, now() - i * interval '1 minute', now()
        from generate_series(1, ${n}) i;
      insert into accounts (id, account_id, provider_id, user_id, password, created_at, updated_at)
        select 'bench-a' || i, 'bench-u' || i, 'credential', 'bench-u' || i, md5(i::text) || ':' || md5('p' || i) || md5('q' || i), now(), now()
        from generate_series(1, ${n}) i;
      insert into sessions (id, expires_at, token, created_at, updated_at, ip_address, user_agent, user_id)
        select 'bench-s' || i || '-' || k, now() + interval '7 days', md5(i || '-' || k) || md5(k || '-' || i), now(), now(),
          '10.9.' || (i % 250) || '.' || k, 'Mozilla/5.0 (bench)', 'bench-u' || i
        from generate_series(1, ${n}) i, generate_series(1, 2) k;
      insert into verifications (id, identifier, value, expires_at, created_at, updated_at)
        select 'bench-v' || i, 'bench-verification-' || i, md5('v' || i), now() + interval '1 day', now(), now()
        from generate_series(1, ${n}) i;
      insert into rate_limits (id, key, count, last_request)
        select k, k, 1, (extract(epoch from now()) * 1000)::bigint
        from (select '10.8.' || (i / 250) || '.' || (i % 250) || '/sign-in/email' as k from generate_series(1, ${n}) i) s
        union all
        select k, k, 3, (extract(epoch from now()) * 1000)::bigint
        from (select 'api:lookups:10.7.' || (i / 250) || '.' || (i % 250) as k from generate_series(1, ${n}) i) s;
      insert into enrollments (user_id, program_id)
        select 'bench-u' || i, (select id from programs order by created_at, id limit 1 offset (i % 3)) from generate_series(1, ${n}) i;
      commit;
      analyze;`);
  } finally {
    await pg.close();
  }
}
