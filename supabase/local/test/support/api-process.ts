// The local API over a fresh seeded database in a process of its own, for jsdom tests (the server's crypto
// needs Node's realm, not jsdom's). Prints one JSON line `{"url": …}` when ready; stops on SIGTERM.
import { startTestApi } from './api-server';

startTestApi()
  .then((api) => {
    process.stdout.write(`${JSON.stringify({ url: api.url })}\n`);
    const stop = () => void api.close().finally(() => process.exit(0));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
