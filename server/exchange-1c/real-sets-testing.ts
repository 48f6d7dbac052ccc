import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { TestShop } from '../testing';
import { exchangeImportsSettled } from './imports';

/**
 * Drives 1C's "обмін з сайтом" over the real HTTP door (issue 31): checkauth, init, each file
 * posted and imported (`progress` polled to the end), then `complete` — as a UT 11 / BAS or a
 * UT 10.3 exchange does, files in the order given.
 */
export const exchangeLogin = 'exchange1c';
export const exchangePassword = 'secret-password-1c';
const basic = `Basic ${Buffer.from(`${exchangeLogin}:${exchangePassword}`).toString('base64')}`;

/** The fixtures of one flavour (`ut11-3.1`, `ut103-2.04`…), in directory order. */
export function fixtureSet(flavour: string): [string, Buffer][] {
  const dir = path.join(import.meta.dirname, 'fixtures', flavour);
  return readdirSync(dir)
    .sort()
    .map((name) => [name, readFileSync(path.join(dir, name))]);
}

export class ExchangeClient {
  cookie = '';
  constructor(private readonly shop: TestShop) {}

  call(query: string, body?: Buffer | string) {
    return this.shop.app.request(`http://localhost/1c/exchange?${query}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : { authorization: basic }),
        ...(body === undefined ? {} : { 'content-type': 'application/octet-stream' }),
      },
      body: body as BodyInit | undefined,
    });
  }

  async signIn(): Promise<void> {
    this.cookie = '';
    const [status, name, value] = (await (await this.call('type=catalog&mode=checkauth')).text()).split('\n');
    expect(status).toBe('success');
    this.cookie = `${name}=${value}`;
    await this.call('type=catalog&mode=init');
  }

  async upload(name: string, body: Buffer | string): Promise<string> {
    return (await this.call(`type=catalog&mode=file&filename=${encodeURIComponent(name)}`, body)).text();
  }

  /** `mode=import` polled until it stops answering `progress`: 1C's last answer. */
  async import(name: string): Promise<string> {
    const query = `type=catalog&mode=import&filename=${encodeURIComponent(name)}`;
    let answer = await (await this.call(query)).text();
    while (answer === 'progress') {
      await exchangeImportsSettled();
      answer = await (await this.call(query)).text();
    }
    return answer;
  }

  /** A whole exchange: a new session, every file uploaded then imported, `complete` at the end. */
  async exchange(files: readonly [string, Buffer | string][]): Promise<string[]> {
    await this.signIn();
    const answers: string[] = [];
    for (const [name, body] of files) {
      expect(await this.upload(name, body)).toBe('success');
      answers.push(await this.import(name));
    }
    answers.push(await (await this.call('type=catalog&mode=complete')).text());
    return answers;
  }
}
