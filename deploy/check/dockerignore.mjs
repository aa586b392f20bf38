// @ts-check
// Which files a build context holds: the rules of a .dockerignore as BuildKit applies them
// (moby/patternmatcher): patterns in order, the last one matching a file or one of its parent
// folders decides, `!` re-includes, `**` spans folders, `*` and `?` stay within one name.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** @typedef {{ negate: boolean, regex: RegExp, source: string }} Pattern */

/** @returns {Pattern[]} */
export function parseDockerignore(/** @type {string} */ text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negate = line.startsWith('!');
      let body = negate ? line.slice(1).trim() : line;
      body = path.posix.normalize(body).replace(/^\/+/, '').replace(/\/+$/, '');
      return { negate, regex: toRegex(body), source: line };
    });
}

function toRegex(/** @type {string} */ pattern) {
  let out = '^';
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i];
    if (char === '*') {
      if (pattern[i + 1] === '*') {
        i += 1;
        if (pattern[i + 1] === '/') {
          i += 1;
          out += '(?:.*/)?';
        } else out += '.*';
      } else out += '[^/]*';
    } else if (char === '?') out += '[^/]';
    else if (char === '[') {
      const end = pattern.indexOf(']', i);
      out += end > i ? pattern.slice(i, end + 1) : '\\[';
      if (end > i) i = end;
    } else if (char === '\\' && i + 1 < pattern.length) {
      i += 1;
      out += `\\${pattern[i]}`;
    } else out += /[.+^${}()|]/.test(char ?? '') ? `\\${char}` : char;
  }
  return new RegExp(`${out}$`);
}

/** True when the context leaves `file` (a relative path with `/`) out. */
export function isExcluded(/** @type {Pattern[]} */ patterns, /** @type {string} */ file) {
  const parts = file.split('/');
  const candidates = parts.map((_, index) => parts.slice(0, index + 1).join('/'));
  let excluded = false;
  for (const pattern of patterns) {
    if (candidates.some((candidate) => pattern.regex.test(candidate))) excluded = !pattern.negate;
  }
  return excluded;
}

/** Folders no build context of this repository may hold (an ignore file that admits one fails). */
const NEVER = new Set(['.git', 'node_modules', '.data', '.cache']);

/**
 * The files (relative, `/`-separated, sorted) of the build context rooted at `root` with the
 * ignore file `ignoreFile` (a Dockerfile's own `<Dockerfile>.dockerignore`).
 */
export function contextFiles(/** @type {string} */ root, /** @type {string} */ ignoreFile) {
  const patterns = existsSync(ignoreFile)
    ? parseDockerignore(readFileSync(ignoreFile, 'utf8'))
    : [];
  /** @type {string[]} */
  const files = [];
  const walk = (/** @type {string} */ rel) => {
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!NEVER.has(entry.name)) walk(child);
        else if (!isExcluded(patterns, `${child}/x`)) {
          throw new Error(`${path.relative(root, ignoreFile)} lets ${child}/ into the context`);
        }
      } else if (!isExcluded(patterns, child)) files.push(child);
    }
  };
  walk('');
  return files.sort();
}
