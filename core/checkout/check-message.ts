/** One finding of the order check (§9): an error code, the good it is about, the numbers its text needs. */
export type CheckMessage = { code: string; goodId?: number; params?: Record<string, number> };
