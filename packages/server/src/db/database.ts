// The database layer is @latch/database (PGlite or PostgreSQL behind one interface), which the
// relay shares; the server's modules name its types from here.
export type { Database, Queryable } from '@latch/database'
