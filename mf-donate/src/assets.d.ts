// rspack emits image files as assets (shared/tools/rspack-app.ts); importing one gives its URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
