// Runs one TypeScript CLI of the repo after making sure dependencies are installed.
import { ensureDependencies, runTypeScript } from './bootstrap.mjs';

const [file, ...args] = process.argv.slice(2);
ensureDependencies();
runTypeScript(file, args);
