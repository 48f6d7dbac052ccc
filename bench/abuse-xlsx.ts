import http from 'node:http';
import { xlsxBomb as buildXlsxBomb } from '#test/support/xlsx-bomb';

/**
 * The XLSX bomb: a small .xlsx whose `xl/sharedStrings.xml` inflates to ~1 GB, the suite's own
 * builder (`test/support/xlsx-bomb.ts`), uploaded through the back office's import form by
 * a signed-in staff member, as a browser does.
 */
export async function xlsxBomb(inflatedBytes = 1024 ** 3): Promise<{ file: Buffer; inflated: number }> {
  return { file: buildXlsxBomb({ sharedStringsBytes: inflatedBytes }), inflated: inflatedBytes };
}

type StaffAnswer = { status: number | 'reset' | 'timeout'; location: string | null; body: string; ms: number };

/**
 * A back-office browser: its own cookies, from one address (X-Forwarded-For and, where it can, the
 * socket's source), form posts marked same-origin as a browser marks them (ADR 0045).
 */
export class StaffClient {
  private readonly cookies = new Map<string, string>();
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  constructor(
    private readonly port: number,
    private readonly forwardedFor: string,
    private readonly source: string | undefined,
  ) {}

  close() {
    this.agent.destroy();
  }

  /** Signs in with the demo shop's staff password (README, ADR 0090); true when the back office opens. */
  async signIn(login: string, password = 'poplavok'): Promise<boolean> {
    const answer = await this.request('POST', '/admin/login', {
      type: 'application/x-www-form-urlencoded',
      body: Buffer.from(new URLSearchParams({ login, password, totp: '', next: '/admin' }).toString()),
    });
    return answer.status === 302 || answer.status === 303 ? this.cookies.has('staff_session') : false;
  }

  get(path: string): Promise<StaffAnswer> {
    return this.request('GET', path);
  }

  /** The import form's upload: CSRF and kind before the file, as the page's form sends them. */
  async uploadImport(kind: string, fileName: string, file: Buffer): Promise<StaffAnswer & { csrf: boolean }> {
    const page = await this.get('/admin/imports');
    const csrf =
      /name="_csrf"[^>]*value="([^"]+)"/.exec(page.body)?.[1] ??
      /value="([^"]+)"[^>]*name="_csrf"/.exec(page.body)?.[1];
    const boundary = `----bench${Date.now().toString(16)}`;
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body = Buffer.concat([
      Buffer.from(field('_csrf', csrf ?? '') + field('kind', kind)),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
          'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await this.request('POST', '/admin/imports/upload', {
      type: `multipart/form-data; boundary=${boundary}`,
      body,
    });
    return { ...answer, csrf: Boolean(csrf) };
  }

  private request(method: 'GET' | 'POST', path: string, post?: { type: string; body: Buffer }): Promise<StaffAnswer> {
    const started = performance.now();
    const headers: Record<string, string> = {
      accept: 'text/html',
      'x-forwarded-for': this.forwardedFor,
      'sec-fetch-site': 'same-origin',
      ...(this.cookies.size ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
      ...(post ? { 'content-type': post.type, 'content-length': String(post.body.length) } : {}),
    };
    return new Promise((resolve) => {
      const done = (status: StaffAnswer['status'], location: string | null, body: string) =>
        resolve({ status, location, body, ms: performance.now() - started });
      const request = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          path,
          method,
          headers,
          agent: this.agent,
          timeout: 30_000,
          ...(this.source ? { localAddress: this.source } : {}),
        },
        (response) => {
          for (const line of response.headers['set-cookie'] ?? []) {
            const [pair] = line.split(';');
            const eq = pair?.indexOf('=') ?? -1;
            if (pair && eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
          }
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (part: string) => {
            if (body.length < 2_000_000) body += part;
          });
          response.on('end', () => done(response.statusCode ?? 0, response.headers.location ?? null, body));
          response.on('error', () => done('reset', null, body));
        },
      );
      request.on('timeout', () => {
        request.destroy();
        done('timeout', null, '');
      });
      request.on('error', () => done('reset', null, ''));
      request.end(post?.body);
    });
  }
}
