#!/usr/bin/env node
// @ts-check
// The public surface of each versioned kit (shared-modules.mjs' VERSIONED_KITS): every export
// of its entry point with its type, recorded in the kit's api-surface.json beside the version
// it shipped as. Remotes accept the shell's kit on `^major.minor` strictly, so the version
// must follow the surface: a removed or changed export needs a new major, an added one a new
// minor. `npm test` runs `--check` (kit-surface.test.ts); `npm run kit-surface` records.
//
//   node kit-surface.mjs --check [kit-dir...]   fails, saying what to bump, if a kit's
//                                               surface changed but its version did not
//   node kit-surface.mjs --write [kit-dir...]   records the surface, once the version allows
import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { VERSIONED_KITS } from './shared-modules.mjs';
import { repoRoot } from './web-apps.mjs';

export const SURFACE_FILE = 'api-surface.json';
/** The kits are front-end code: checked with the front end's compiler options. */
const TSCONFIG = path.join(repoRoot, 'tsconfig.web.json');
/** How deep the kit's own types are spelled out; deeper ones are named. */
const MAX_DEPTH = 4;

/** @typedef {Record<string, string>} Surface export name -> its kind and type */
/** @typedef {{ package: string, version: string, exports: Surface }} SurfaceRecord */

/** @param {string} kitDir */
function readManifest(kitDir) {
  return JSON.parse(readFileSync(path.join(kitDir, 'package.json'), 'utf8'));
}

/**
 * The kit's entry points: its package.json `exports`, except test helpers (`./testing/*`),
 * which no app loads at run time. `.` first.
 * @returns {[string, string][]} [subpath, file]
 */
function entryPoints(/** @type {string} */ kitDir) {
  const { exports } = readManifest(kitDir);
  const entries = typeof exports === 'string' ? { '.': exports } : (exports ?? {});
  if (typeof entries['.'] !== 'string') throw new Error(`${kitDir}/package.json exports no "."`);
  return Object.entries(entries)
    .filter(([subpath]) => !subpath.startsWith('./testing/'))
    .map(([subpath, file]) => [subpath, path.join(kitDir, file)]);
}

/**
 * Every export of each of the kit's entry points, with what it is (value, type) and its type
 * written out: the kit's own object types, signatures and unions are expanded (so a new
 * required prop or a changed parameter shows), anything from another package is named. An
 * export of a subpath entry is recorded as `./query:name`.
 * @param {string} kitDir
 * @returns {Surface}
 */
export function kitSurface(kitDir) {
  const config = ts.getParsedCommandLineOfConfigFile(
    TSCONFIG,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`${TSCONFIG} could not be read`);
  const entries = entryPoints(kitDir);
  const program = ts.createProgram(
    entries.map(([, file]) => file),
    { ...config.options, noEmit: true },
  );
  const checker = program.getTypeChecker();
  const kitSources = path.join(path.resolve(kitDir), path.sep);
  const isKitOwn = (/** @type {ts.Symbol | undefined} */ symbol) =>
    Boolean(
      symbol?.declarations?.some((declaration) =>
        path.resolve(declaration.getSourceFile().fileName).startsWith(kitSources),
      ),
    );
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.WriteArrayAsGenericType;
  const named = (/** @type {ts.Type} */ type) =>
    checker.typeToString(type, undefined, flags).replace(/import\("[^"]*"\)\./g, '');

  /**
   * @param {ts.Type} type
   * @param {number} depth
   * @param {Set<ts.Type>} seen the kit's types being written out (a type may refer to itself)
   * @param {boolean} widen write a single literal as its primitive: a value's contents
   *   (a colour in the theme) may change without changing what a remote can rely on
   * @returns {string}
   */
  const describe = (type, depth, seen, widen) => {
    if (widen && type.isLiteral()) return named(checker.getBaseTypeOfLiteralType(type));
    const symbol = type.aliasSymbol ?? type.getSymbol();
    // Another package's type alias (React's ReactNode) is named, not spelled out.
    if (type.aliasSymbol && !isKitOwn(type.aliasSymbol)) return named(type);
    if (type.isUnion() && depth <= MAX_DEPTH) {
      return type.types.map((member) => describe(member, depth + 1, seen, false)).join(' | ');
    }
    if (depth > MAX_DEPTH || seen.has(type) || !isKitOwn(symbol)) return named(type);
    const inner = new Set(seen).add(type);
    const nested = (/** @type {ts.Type} */ member) => describe(member, depth + 1, inner, widen);
    if (type.isIntersection()) return type.types.map(nested).join(' & ');
    const signature = (/** @type {ts.Signature} */ sig, /** @type {string} */ prefix) => {
      const parameters = sig.getParameters().map((parameter) => {
        const declaration = /** @type {ts.ParameterDeclaration | undefined} */ (
          parameter.valueDeclaration
        );
        const optional = declaration && (declaration.questionToken || declaration.initializer);
        const parameterType = checker.getTypeOfSymbol(parameter);
        return `${parameter.name}${optional ? '?' : ''}: ${describe(parameterType, depth + 1, inner, false)}`;
      });
      const generics = (sig.getTypeParameters() ?? []).map((parameter) => named(parameter));
      const typeParameters = generics.length ? `<${generics.join(', ')}>` : '';
      return `${prefix}${typeParameters}(${parameters.join(', ')}) => ${describe(sig.getReturnType(), depth + 1, inner, false)}`;
    };
    // What the type inherits from other packages (React's HTML attributes, Error) is named,
    // not spelled out: their own versions govern it.
    const inherited = type.isClassOrInterface()
      ? (checker.getBaseTypes(type) ?? [])
          .filter((base) => !isKitOwn(base.getSymbol()))
          .map((base) => `...${named(base)}`)
      : [];
    const parts = [
      ...type.getCallSignatures().map((sig) => signature(sig, '')),
      ...type.getConstructSignatures().map((sig) => signature(sig, 'new ')),
      ...inherited,
      ...checker
        .getPropertiesOfType(type)
        .filter((property) => isKitOwn(property) && !property.name.startsWith('__'))
        .map((property) => {
          const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
          return `${property.name}${optional}: ${nested(checker.getTypeOfSymbol(property))}`;
        })
        .sort(),
    ];
    return parts.length ? `{ ${parts.join('; ')} }` : named(type);
  };

  /** @type {Surface} */
  const surface = {};
  for (const [subpath, entry] of entries) {
    const source = program.getSourceFile(entry);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${entry} is not a module`);
    const prefix = subpath === '.' ? '' : `${subpath}:`;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const kinds = [];
      if (!isKitOwn(symbol)) {
        // Re-exported from another package (react-router): its own semver governs the shape,
        // so only its major is recorded, and a new major of it is a change of the kit.
        surface[prefix + exported.name] = `re-exported from ${packageMajor(symbol)}`;
        continue;
      }
      const valueType = symbol.flags & ts.SymbolFlags.Value && checker.getTypeOfSymbol(symbol);
      const valueTypeSymbol = valueType && valueType.getSymbol();
      if (
        valueTypeSymbol &&
        valueTypeSymbol.flags & ts.SymbolFlags.Function &&
        !isKitOwn(valueTypeSymbol)
      ) {
        // The kit's own value typed as another package's function (a TanStack hook bound to
        // the kit's cache): that package's semver governs its signature, as for a re-export.
        kinds.push(`value typeof ${valueTypeSymbol.name} from ${packageMajor(valueTypeSymbol)}`);
      } else if (valueType) {
        kinds.push(`value ${describe(valueType, 0, new Set(), true)}`);
      }
      if (symbol.flags & ts.SymbolFlags.Type) {
        kinds.push(
          `type ${describe(checker.getDeclaredTypeOfSymbol(symbol), 0, new Set(), false)}`,
        );
      }
      surface[prefix + exported.name] = kinds.join('; ');
    }
  }
  return Object.fromEntries(Object.entries(surface).sort(([a], [b]) => a.localeCompare(b)));
}

/** `name@major` of the installed package that declares `symbol`. */
function packageMajor(/** @type {ts.Symbol} */ symbol) {
  const file = symbol.declarations?.[0]?.getSourceFile().fileName;
  for (
    let dir = file ? path.dirname(file) : '';
    dir && path.dirname(dir) !== dir;
    dir = path.dirname(dir)
  ) {
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, version } = JSON.parse(readFileSync(manifest, 'utf8'));
    if (name && version) return `${name}@${String(version).split('.')[0]}`;
  }
  throw new Error(`no package declares ${symbol.name}`);
}

/** @param {string} version */
function parseVersion(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`"${version}" is not a plain major.minor.patch version`);
  return match.slice(1).map(Number);
}

/** The lowest version a kit at `recorded` may ship a change of `bump` as. */
export function lowestAllowed(
  /** @type {string} */ recorded,
  /** @type {'major' | 'minor'} */ bump,
) {
  const [major = 0, minor = 0] = parseVersion(recorded);
  return bump === 'major' ? `${major + 1}.0.0` : `${major}.${minor + 1}.0`;
}

function compareVersions(/** @type {string} */ a, /** @type {string} */ b) {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

/**
 * What changed between the recorded surface and the current one, and the bump it needs.
 * @param {Surface} recorded
 * @param {Surface} current
 */
export function surfaceChanges(recorded, current) {
  const removed = Object.keys(recorded).filter((name) => !(name in current));
  const changed = Object.keys(recorded).filter(
    (name) => name in current && recorded[name] !== current[name],
  );
  const added = Object.keys(current).filter((name) => !(name in recorded));
  /** @type {'major' | 'minor' | undefined} */
  const bump = removed.length || changed.length ? 'major' : added.length ? 'minor' : undefined;
  return { removed, changed, added, bump };
}

/**
 * Compares a kit with its record. `problem` says what is wrong and what to do, or is
 * undefined when the record is current; `record` is what --write would store.
 * @param {string} kitDir
 */
export function checkKit(kitDir) {
  const { name, version } = readManifest(kitDir);
  const relativeDir = path.relative(repoRoot, kitDir) || kitDir;
  const recordFile = path.join(kitDir, SURFACE_FILE);
  /** @type {SurfaceRecord} */
  const record = { package: name, version, exports: kitSurface(kitDir) };
  if (!existsSync(recordFile)) {
    return {
      record,
      problem: `${name} has no ${SURFACE_FILE}: run npm run kit-surface`,
      canWrite: true,
    };
  }
  /** @type {SurfaceRecord} */
  const previous = JSON.parse(readFileSync(recordFile, 'utf8'));
  const { removed, changed, added, bump } = surfaceChanges(previous.exports, record.exports);
  const listed = [
    removed.length && `removed: ${removed.join(', ')}`,
    changed.length && `changed: ${changed.join(', ')}`,
    added.length && `added: ${added.join(', ')}`,
  ]
    .filter(Boolean)
    .join('; ');
  if (compareVersions(version, previous.version) < 0) {
    return {
      record,
      problem: `${name} ${version} is older than its recorded ${previous.version}`,
      canWrite: false,
    };
  }
  if (bump && compareVersions(version, lowestAllowed(previous.version, bump)) < 0) {
    const why =
      bump === 'major'
        ? `a removed or changed export breaks every remote built against ${previous.version}`
        : `an added export is missing from a shell on ${previous.version}, so remotes that use it must ask for the new minor`;
    return {
      record,
      problem:
        `${name}'s public surface changed since ${previous.version} (${listed}), but its version ` +
        `is still ${version}: ${why}. Set "version" to ${lowestAllowed(previous.version, bump)} ` +
        `in ${relativeDir}/package.json, then run npm run kit-surface to record the surface.`,
      canWrite: false,
    };
  }
  if (listed || previous.version !== version) {
    return {
      record,
      problem:
        `${name} ${version} is not recorded (${listed || `recorded as ${previous.version}`}): ` +
        `run npm run kit-surface to update ${relativeDir}/${SURFACE_FILE}`,
      canWrite: true,
    };
  }
  return { record, problem: undefined, canWrite: true };
}

/** The versioned kits' workspace folders (node_modules links to them). */
export function versionedKitDirs() {
  return VERSIONED_KITS.map((name) => realpathSync(path.join(repoRoot, 'node_modules', name)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [mode, ...dirs] = process.argv.slice(2);
  if (mode !== '--check' && mode !== '--write') {
    console.error('usage: kit-surface.mjs --check|--write [kit-dir...]');
    process.exit(2);
  }
  let failed = false;
  for (const kitDir of dirs.length ? dirs.map((dir) => path.resolve(dir)) : versionedKitDirs()) {
    const { record, problem, canWrite } = checkKit(kitDir);
    if (mode === '--write' && canWrite) {
      writeFileSync(path.join(kitDir, SURFACE_FILE), `${JSON.stringify(record, null, 2)}\n`);
      console.log(
        `${record.package} ${record.version}: ${Object.keys(record.exports).length} exports recorded`,
      );
    } else if (problem) {
      console.error(problem);
      failed = true;
    } else {
      console.log(`${record.package} ${record.version}: surface as recorded`);
    }
  }
  process.exit(failed ? 1 : 0);
}
