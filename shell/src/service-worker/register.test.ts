import { AUTH_STORAGE_KEY } from '@tales/shared/boot';
import { setupI18n } from '@tales/testing';
import { registerServiceWorker } from './register';

type FakeContainer = {
  register: jest.Mock;
  getRegistrations: jest.Mock;
  ready: Promise<{ active: { postMessage: jest.Mock } }>;
};

function installContainer(register: jest.Mock = jest.fn().mockResolvedValue({})) {
  const postMessage = jest.fn();
  const unregister = jest.fn().mockResolvedValue(true);
  const container: FakeContainer = {
    register,
    getRegistrations: jest.fn().mockResolvedValue([{ unregister }, { unregister }]),
    ready: Promise.resolve({ active: { postMessage } }),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { container, postMessage, unregister };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registerServiceWorker', () => {
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
    Reflect.deleteProperty(navigator, 'serviceWorker');
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it("in production, registers the root worker past the HTTP cache and asks it to keep the deploy in the reader's language, without the account code", async () => {
    process.env.NODE_ENV = 'production';
    await setupI18n('pt');
    const { container, postMessage } = installContainer();
    registerServiceWorker();
    await settle();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { updateViaCache: 'none' });
    expect(postMessage).toHaveBeenCalledWith({ type: 'tales:keep-deploy', language: 'pt', account: false });
  });

  it('asks the worker to keep the account code too when a session is stored on the device', async () => {
    process.env.NODE_ENV = 'production';
    await setupI18n('en');
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'stored' }));
    const { postMessage } = installContainer();
    registerServiceWorker();
    await settle();
    expect(postMessage).toHaveBeenCalledWith({ type: 'tales:keep-deploy', language: 'en', account: true });
  });

  it('in a dev build, never registers and removes a worker a production build left behind', async () => {
    const { container, unregister } = installContainer();
    registerServiceWorker();
    await settle();
    expect(container.register).not.toHaveBeenCalled();
    expect(unregister).toHaveBeenCalledTimes(2);
  });

  it('says in the console when the worker cannot be registered online, and asks nothing of a worker it has not got', async () => {
    process.env.NODE_ENV = 'production';
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { postMessage } = installContainer(jest.fn().mockRejectedValue(new Error('SecurityError')));
    registerServiceWorker();
    await settle();
    expect(warn).toHaveBeenCalledWith('[tales] service worker not registered', expect.any(Error));
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('stays quiet offline, where the installed worker keeps serving', async () => {
    process.env.NODE_ENV = 'production';
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    installContainer(jest.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    registerServiceWorker();
    await settle();
    expect(warn).not.toHaveBeenCalled();
  });

  it('does nothing in a browser without service workers', () => {
    expect(() => registerServiceWorker()).not.toThrow();
  });
});
