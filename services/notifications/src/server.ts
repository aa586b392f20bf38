import { runServiceMain } from '@rescue/service-kit';
import { start } from './app';
import { loadConfig } from './config';

runServiceMain(() => start(loadConfig()));
