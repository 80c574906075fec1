// The runtime's error descriptions in a browser build: one line for every code. Each message the runtime throws
// still names its code ("#RUNTIME-008") and links to that code's page of Module Federation's troubleshooting guide,
// which says what the description said and how to fix it; the descriptions themselves weigh about 0.3 KB gzip in
// every app's entry, on every page a reader opens. Server builds keep the package's own.
const description = 'Module Federation runtime error; see the code and the link below.';

const codes = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}-${String(i + 1).padStart(3, '0')}`);

const describe = (list: string[]): Record<string, string> =>
  Object.fromEntries(list.map((code) => [code, description]));

export const runtimeDescMap = describe(codes('RUNTIME', 15));
export const typeDescMap = describe(codes('TYPE', 1));
export const buildDescMap = describe(codes('BUILD', 2));
export const errorDescMap = { ...runtimeDescMap, ...typeDescMap, ...buildDescMap };
