// The code's layout, checked by `pnpm lint` (`prettier --check .`) and applied by `pnpm format`. Prettier's
// defaults are the house style (semicolons, trailing commas, parenthesised arrow parameters, double quotes in
// JSX) except for these two.
/** @type {import('prettier').Config} */
export default {
  printWidth: 120,
  singleQuote: true,
};
