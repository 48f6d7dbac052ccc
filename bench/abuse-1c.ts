import http from 'node:http';
import { send } from './abuse-http';

/** The exchange's credentials the abuse bench's server runs with (EXCHANGE_1C_*), and its door. */
export const exchange1c = { login: 'bench-1c', password: 'bench-1c-password-28' };
const door = '/1c/exchange';
const basic = (password: string) => `Basic ${Buffer.from(`${exchange1c.login}:${password}`).toString('base64')}`;

/** The modes the guesser tries, `type=sale&mode=query` (every new order) among them. */
const modes = [
  'type=catalog&mode=checkauth',
  'type=catalog&mode=init',
  'type=catalog&mode=import&filename=import.xml',
  'type=sale&mode=query',
  'type=sale&mode=checkauth',
];

export type GuessFigures = {
  statuses: Record<string, number>;
  /** Tries with the right password and what they got: never 200 once the budget is spent. */
  rightTries: number;
  rightAnswered200: number;
  /** Guesses answered 401 (checked) before every answer was 429. */
  checked: number;
  addresses: number;
};

/**
 * HTTP Basic guesses on several modes of /1c/exchange, as fast as they are answered,
 * from `addresses` client addresses in turn (X-Forwarded-For; the server trusts one proxy hop), so
 * the per-address budgets and then the global one are spent. Once every address has made its 10
 * wrong guesses, every 25th try carries the right password: it must never be answered 200.
 */
export function guess1c(port: number, source: string | undefined, addresses = 16) {
  const statuses: Record<string, number> = {};
  let stopped = false;
  let rightTries = 0;
  let rightAnswered200 = 0;
  let checked = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const loop = (async () => {
    for (let n = 0; !stopped; n++) {
      const right = n >= 10 * addresses && n % 25 === 0;
      const answer = await send(port, `${door}?${modes[n % modes.length]}`, {
        headers: {
          authorization: basic(right ? exchange1c.password : `guess-${n}`),
          'x-forwarded-for': `10.66.28.${1 + (n % addresses)}`,
        },
        agent,
        source,
      });
      const key = String(answer.status);
      statuses[key] = (statuses[key] ?? 0) + 1;
      if (answer.status === 401) checked++;
      if (right) {
        rightTries++;
        if (answer.status === 200) rightAnswered200++;
      }
    }
  })();
  return {
    stop: async (): Promise<GuessFigures> => {
      stopped = true;
      await loop;
      agent.destroy();
      return { statuses, rightTries, rightAnswered200, checked, addresses };
    },
  };
}

/** Whether the exchange answers the right password from a fresh address (before the attack: it must). */
export async function exchangeSignInWorks(port: number, forwardedFor: string): Promise<boolean> {
  const answer = await send(port, `${door}?type=sale&mode=checkauth`, {
    headers: { authorization: basic(exchange1c.password), 'x-forwarded-for': forwardedFor },
  });
  return answer.status === 200 && answer.body.startsWith('success');
}
