import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import {
  applyImport,
  checkImport,
  createImportJob,
  type ImportFiles,
  type ImportKind,
  importFiles,
  importFormatOf,
  importKinds,
} from '#core/imports';
import { isStaffCsrfValid } from '#core/staff';
import type { AdminSession } from '../../lib/guard.server';
import { csrfField } from '../../lib/guard.server';
import { staffToken } from '../../lib/session.server';

/** The import files of this server: under DATA_DIR (ADR 0094). */
export const filesOf = (session: AdminSession): ImportFiles => importFiles(session.services.env.DATA_DIR);

/** Why an upload was refused: the list page words it (`/admin/imports?upload=<code>`). */
export type UploadRefusal = 'csrf' | 'kind' | 'no_file' | 'format' | 'too_large' | 'broken';

/**
 * Reads the upload form as it arrives (busboy): the CSRF field and the kind come first (the form
 * puts them before the file), then the file streams straight to DATA_DIR — 100,000 rows never sit
 * in memory. A file before its fields, a wrong token, an unknown kind or extension is refused and
 * nothing is kept.
 */
export async function receiveUpload(
  request: Request,
  files: ImportFiles,
  limit: number,
): Promise<{ ok: true; kind: ImportKind; fileName: string; fileKey: string } | { ok: false; error: UploadRefusal }> {
  if (!request.body) return { ok: false, error: 'no_file' };
  const token = staffToken(request);
  const fields: Record<string, string> = {};
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: Object.fromEntries(request.headers),
      defParamCharset: 'utf8',
      limits: { files: 1, fields: 10, fieldSize: 4096, fileSize: limit },
    });
  } catch {
    return { ok: false, error: 'broken' };
  }
  return new Promise((resolve) => {
    let saving: Promise<unknown> | null = null;
    let outcome:
      | { ok: true; kind: ImportKind; fileName: string; fileKey: string }
      | { ok: false; error: UploadRefusal } = { ok: false, error: 'no_file' };
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (_name, stream, info) => {
      const fileName = info.filename?.trim().slice(0, 200) ?? '';
      const format = importFormatOf(fileName);
      const kind = importKinds.find((k) => k === fields.kind);
      const refuse = (error: UploadRefusal) => {
        outcome = { ok: false, error };
        stream.resume();
      };
      if (!token || !isStaffCsrfValid(token, fields[csrfField] ?? null)) return refuse('csrf');
      if (!kind) return refuse('kind');
      if (!fileName) return refuse('no_file');
      if (!format) return refuse('format');
      let truncated = false;
      stream.on('limit', () => {
        truncated = true;
      });
      saving = files.save(stream, format).then(
        async ({ key, bytes }) => {
          if (truncated) {
            await files.remove(key);
            outcome = { ok: false, error: 'too_large' };
          } else if (bytes === 0) {
            await files.remove(key);
            outcome = { ok: false, error: 'no_file' };
          } else outcome = { ok: true, kind, fileName, fileKey: key };
        },
        () => {
          outcome = { ok: false, error: 'broken' };
        },
      );
    });
    parser.on('close', () => {
      void Promise.resolve(saving).then(() => resolve(outcome));
    });
    parser.on('error', () => {
      void Promise.resolve(saving).then(() => resolve({ ok: false, error: 'broken' }));
    });
    Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>)
      .on('error', () => parser.destroy())
      .pipe(parser);
  });
}

/**
 * Runs a job's check or apply after the answer: the page follows its progress (`rows_done`). One
 * process runs one task per job at a time; the database claim (`applyImport`) covers the others.
 */
const running = new Set<string>();
function inBackground(session: AdminSession, key: string, task: () => Promise<unknown>) {
  if (running.has(key)) return;
  running.add(key);
  task()
    .catch((error: unknown) => session.services.log.error({ err: error, job: key }, 'import task failed'))
    .finally(() => running.delete(key));
}

/** Records the upload as a job and starts its dry run. */
export async function startImport(
  session: AdminSession,
  upload: { kind: ImportKind; fileName: string; fileKey: string },
) {
  const { kind, fileName, fileKey } = upload;
  const created = await createImportJob(session.ctx, session.staff, { kind, fileName, fileKey });
  if (!created.ok) {
    await filesOf(session).remove(upload.fileKey);
    return created;
  }
  const id = created.job.id;
  inBackground(session, `check:${id}`, () => checkImport(session.ctx, session.staff, id, filesOf(session)));
  return created;
}

export function startCheck(session: AdminSession, id: number) {
  inBackground(session, `check:${id}`, () => checkImport(session.ctx, session.staff, id, filesOf(session)));
}

export function startApply(session: AdminSession, id: number) {
  inBackground(session, `apply:${id}`, () => applyImport(session.ctx, session.staff, id, filesOf(session)));
}
