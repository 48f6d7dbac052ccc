import type { ServerBuild } from 'react-router';
import { createApp } from './app';
import { bootDatabase, createLogger, createServices } from './boot';
import { parseEnv } from './env';

/** Dev entry, loaded through Vite: the same Hono app with the build reloaded on every request. */
export async function createDevApp(loadBuild: () => Promise<ServerBuild>) {
  const env = parseEnv();
  const log = createLogger(env);
  const database = await bootDatabase(env, log);
  const services = await createServices(env, log, database);
  const app = createApp({ services, getBuild: loadBuild, mode: 'development' });
  return { app, env, log, close: () => database.close() };
}
