// The shell: the Module Federation host (see packages/webpack-config).
import { createConfig } from '@rescue/webpack-config';

export default createConfig(import.meta.dirname);
