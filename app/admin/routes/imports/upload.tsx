import { redirect } from 'react-router';
import { bodyLimits } from '#server/http/request-body';
import { adminLoader } from '../../lib/guard.server';
import type { Route } from './+types/upload';
import { filesOf, receiveUpload, startImport } from './imports.server';

/**
 * POST `/admin/imports/upload`: the upload form's multipart body, streamed to DATA_DIR
 * (the server gives `/upload` addresses 100 MB, streamed; ADR 0090, 0094). The staff member and
 * role are checked before a byte is read (the guard), the CSRF field as the form arrives; then the
 * job is recorded, its dry run started, and the browser sent to the job's page.
 */
export async function action(args: Route.ActionArgs) {
  return adminLoader(args, 'imports', async (session) => {
    const upload = await receiveUpload(args.request, filesOf(session), bodyLimits.adminUpload);
    if (!upload.ok) return redirect(`/admin/imports?upload=${upload.error}`);
    const started = await startImport(session, upload);
    if (!started.ok) return redirect(`/admin/imports?upload=${started.error === 'unknown_format' ? 'format' : 'kind'}`);
    return redirect(`/admin/imports/${started.job.id}`);
  });
}

export async function loader() {
  return redirect('/admin/imports');
}
