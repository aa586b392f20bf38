import { readFileSync } from 'node:fs';

/**
 * Reads a secret from NAME, or from the file named by NAME_FILE (the way compose and
 * Kubernetes hand secrets over). Returns undefined when neither is set.
 */
export function readSecret(name: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const inline = env[name];
  if (inline) return inline.replace(/\\n/g, '\n');
  const file = env[`${name}_FILE`];
  if (file) return readFileSync(file, 'utf8').trim();
  return undefined;
}

export function requireSecret(name: string, env: NodeJS.ProcessEnv = process.env): string {
  const value = readSecret(name, env);
  if (!value) throw new Error(`Missing configuration: set ${name} or ${name}_FILE`);
  return value;
}
