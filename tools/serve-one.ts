// `pnpm --filter mf-donate serve`: serve one app's production build on its port (a remote deploy, locally).
import path from 'node:path';
import { apps, host, portOf, type AppName } from '@tales/build/ports';
import { serveStatic } from 'shell/server/serve';

const app = process.argv[2] as AppName;
if (!apps.includes(app)) {
  console.error(`usage: serve-one <${apps.join('|')}>`);
  process.exit(2);
}
serveStatic({
  root: path.resolve(__dirname, '..', app, 'dist'),
  port: portOf(app),
  host,
  historyFallback: app === 'shell',
}).then(
  () => console.log(`${app} http://${host}:${portOf(app)}/`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
