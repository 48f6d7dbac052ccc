// Keyset paging for the back office's lists (ADR 0124). Its own module, not core/shared: it brings
// drizzle-orm and zod, and core/shared is also what the browser's shell imports (ADR 0126).
export * from './keyset';
