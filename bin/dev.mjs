// Dev server: Vite in middleware mode (HMR, on-demand compile) in front of the same Hono app
// the production bundle runs. React Router's build is reloaded through Vite on every request.
import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createServer } from 'vite';

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
const { createDevApp } = await vite.ssrLoadModule('/server/dev.ts');
const { app, env, log, close } = await createDevApp(() => vite.ssrLoadModule('virtual:react-router/server-build'));
const listener = getRequestListener(app.fetch);
const server = http
  .createServer((req, res) => vite.middlewares(req, res, () => listener(req, res)))
  .listen(env.PORT, env.HOST, () => log.info(`Poplavok dev server at http://localhost:${env.PORT}`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    server.close();
    await vite.close();
    await close();
    process.exit(0);
  });
}
