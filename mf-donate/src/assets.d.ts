// rspack emits image files as assets (packages/build/src/rspack-app.ts); importing one gives its URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
