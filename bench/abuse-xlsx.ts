import { once } from 'node:events';
import http from 'node:http';
import { constants, crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/**
 * Issue 28's XLSX bomb: a small .xlsx whose `xl/sharedStrings.xml` inflates to ~1 GB (66,000 strings
 * of 16,000 letters: ~1.2 MB deflated), built here with node:zlib — no zip library of our own — and
 * uploaded through the back office's import form by a signed-in staff member, as a browser does.
 */
export async function xlsxBomb(inflatedBytes = 1024 ** 3): Promise<{ file: Buffer; inflated: number }> {
  const unit = Buffer.from(`<si><t>${'A'.repeat(16_000)}</t></si>`);
  const chunk = Buffer.concat(Array.from({ length: 64 }, () => unit));
  const count = Math.ceil(inflatedBytes / chunk.length);
  const strings = count * 64;
  const head = Buffer.from(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings}" uniqueCount="${strings}">`,
  );
  const tail = Buffer.from('</sst>');
  const deflate = createDeflateRaw({ level: 6, memLevel: 9 });
  const packed: Buffer[] = [];
  deflate.on('data', (part: Buffer) => packed.push(part));
  const ended = once(deflate, 'end');
  let crc = crc32(head);
  deflate.write(head);
  for (let i = 0; i < count; i++) {
    crc = crc32(chunk, crc);
    if (!deflate.write(chunk)) await once(deflate, 'drain');
  }
  crc = crc32(tail, crc);
  deflate.end(tail);
  await ended;
  const inflated = head.length + count * chunk.length + tail.length;
  const sheet =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
    '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row></sheetData></worksheet>';
  const entries: ZipPart[] = [
    plainEntry(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
    ),
    plainEntry(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    plainEntry(
      'xl/workbook.xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
        '<sheets><sheet name="goods" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    plainEntry(
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
        '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>',
    ),
    plainEntry('xl/worksheets/sheet1.xml', sheet),
    { name: 'xl/sharedStrings.xml', packed: Buffer.concat(packed), crc, size: inflated },
  ];
  return { file: zipOf(entries), inflated };
}

type ZipPart = { name: string; packed: Buffer; crc: number; size: number };

function plainEntry(name: string, text: string): ZipPart {
  const data = Buffer.from(text);
  return {
    name,
    packed: deflateRawSync(data, { level: constants.Z_DEFAULT_COMPRESSION }),
    crc: crc32(data),
    size: data.length,
  };
}

/** A zip of deflated entries (local headers, central directory, end record; sizes under 4 GiB). */
function zipOf(entries: ZipPart[]): Buffer {
  const parts: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.packed.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.packed.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, entry.packed);
    centrals.push(central, name);
    offset += local.length + name.length + entry.packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
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
