// The import zones of the house rules as one small ESLint rule: an import whose target lies in a
// zone's `from` folder is refused in its `target` folder (unless under an `except` subfolder).
// In-house rather than eslint-plugin-import-x: that plugin's resolver ships per-platform binaries
// (unrs-resolver) the registry here does not serve, so `npm ci` could not install the lockfile.
// Resolving needs no files: relative paths are joined to the importing file's folder and the
// client's `@/` is its src folder; package imports are never in a zone.
import path from 'node:path';

/** The absolute path an import specifier names, or undefined for a package. */
function targetOf(specifier, file, aliases) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  for (const [prefix, folder] of Object.entries(aliases)) {
    if (specifier === prefix || specifier.startsWith(`${prefix}/`)) return path.join(folder, specifier.slice(prefix.length));
  }
  return undefined;
}

const inside = (file, folder) => file === folder || file.startsWith(folder + path.sep);

const noRestrictedPaths = {
  meta: {type: 'problem', schema: [{type: 'object', additionalProperties: true}], messages: {zone: '{{message}}'}},
  create(context) {
    const {basePath, zones, aliases = {}} = context.options[0] ?? {};
    const file = path.resolve(context.filename);
    const abs = p => path.resolve(basePath, p);
    const mine = zones.filter(zone => [zone.target].flat().some(t => inside(file, abs(t))));
    if (!mine.length) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = targetOf(source.value, file, aliases);
      if (!target) return;
      for (const zone of mine) {
        const from = abs(zone.from);
        if (!inside(target, from)) continue;
        if ((zone.except ?? []).some(e => inside(target, path.resolve(from, e)))) continue;
        context.report({node: source, messageId: 'zone', data: {message: zone.message}});
      }
    };
    return {
      ImportDeclaration: node => check(node, node.source),
      ExportNamedDeclaration: node => check(node, node.source),
      ExportAllDeclaration: node => check(node, node.source),
      ImportExpression: node => check(node, node.source),
    };
  },
};

export default {rules: {'no-restricted-paths': noRestrictedPaths}};
