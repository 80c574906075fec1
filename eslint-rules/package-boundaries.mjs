// ESLint rule: a relative import stays inside its own package. Code of another workspace package (a folder
// with its own package.json) is imported by the name and public entry that package's `exports` gives it.
import fs from 'node:fs';
import path from 'node:path';

const packageRoots = new Map();

/** The folder of the nearest package.json above `dir`. */
function packageRootOf(dir) {
  if (packageRoots.has(dir)) return packageRoots.get(dir);
  const parent = path.dirname(dir);
  const root = fs.existsSync(path.join(dir, 'package.json')) || parent === dir ? dir : packageRootOf(parent);
  packageRoots.set(dir, root);
  return root;
}

function packageName(root) {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).name ?? path.basename(root);
  } catch {
    return path.basename(root);
  }
}

const noRelativeCrossPackage = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid relative imports that reach into another workspace package.' },
    messages: {
      crosses:
        '"{{specifier}}" reaches into {{target}} from {{own}}: import it by name through an entry in {{target}}\'s package.json "exports".',
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename;
    const own = packageRootOf(path.dirname(filename));
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string' || !node.value.startsWith('.')) return;
      const target = packageRootOf(path.dirname(path.resolve(path.dirname(filename), node.value, '_')));
      if (target === own) return;
      context.report({
        node,
        messageId: 'crosses',
        data: { specifier: node.value, target: packageName(target), own: packageName(own) },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportEqualsDeclaration: (node) => check(node.moduleReference?.expression),
      CallExpression: (node) => {
        const callee = node.callee;
        const isRequire = callee.type === 'Identifier' && callee.name === 'require';
        const isResolve =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'require' &&
          callee.property.name === 'resolve';
        if (isRequire || isResolve) check(node.arguments[0]);
      },
    };
  },
};

export const packageBoundaries = { rules: { 'no-relative-cross-package': noRelativeCrossPackage } };
