import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  // React Router v8's changes, each declined for now rather than left to warn on every build
  // (ADR 0088): middleware turns the loaders' `context` (our services) into a context provider,
  // trailing-slash data URLs and pass-through requests change the `.data` addresses and requests the
  // server's page cache and form guard read, and the Environment API / split route modules change
  // the build the server bundle is made from. Take them with the move to v8.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
