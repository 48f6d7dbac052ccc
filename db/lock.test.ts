import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'poplavok-lock-'));

describe('data directory lock (PGlite has none of its own)', () => {
  it('refuses a directory held by another live process', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      writeFileSync(path.join(dir, 'poplavok.lock'), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(/in use by another Poplavok process/);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a dead process and releases it', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'poplavok.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'poplavok.lock'), 'utf8')).toBe(String(process.pid));
    release();
    const again = acquireDataDirLock(dir);
    again();
  });
});
