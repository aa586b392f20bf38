// The ngo area: a Module Federation remote exposing './App' (see packages/webpack-config).
import { createConfig } from '@rescue/webpack-config';

export default createConfig(import.meta.dirname);
