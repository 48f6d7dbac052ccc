import { PassThrough, Readable } from 'node:stream';
import { data } from 'react-router';
import { z } from 'zod';
import { exportFileName, exportImport, importKinds } from '#core/imports';
import { adminLoader } from '../../lib/guard.server';
import type { Route } from './+types/export';

const query = z.object({ kind: z.enum(importKinds), format: z.enum(['csv', 'xlsx']) });

const contentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * GET `/admin/imports/export?kind=prices&format=csv`: goods, prices or stock with the
 * columns the import reads, streamed as the database pages them (100,000 rows never in memory).
 */
export async function loader(args: Route.LoaderArgs) {
  return adminLoader(args, 'imports', async ({ ctx, staff }) => {
    const parsed = query.safeParse(Object.fromEntries(new URL(args.request.url).searchParams));
    if (!parsed.success) throw data(null, { status: 404 });
    const { kind, format } = parsed.data;
    const out = new PassThrough();
    exportImport(ctx, staff, kind, format, out).catch((error: unknown) => out.destroy(error as Error));
    return new Response(Readable.toWeb(out) as unknown as ReadableStream, {
      headers: {
        'Content-Type': contentTypes[format],
        'Content-Disposition': `attachment; filename="${exportFileName(kind, format, ctx.now)}"`,
        'Cache-Control': 'no-store',
      },
    });
  });
}
