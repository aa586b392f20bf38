// npm start: install what is missing, then run the whole app (see packages/stack/src/cli/start.ts).
import { ensureDependencies, runTypeScript } from './bootstrap.mjs';

ensureDependencies();
runTypeScript('packages/stack/src/cli/start.ts', process.argv.slice(2));
