// Imported first by the production entry (server/index.ts), before any library reads it:
// serving a build is production, whatever the shell had in NODE_ENV. Libraries decide on it
// (better-auth's rate limiter and error detail, React, ...), and so does our env schema.
process.env.NODE_ENV = "production";
