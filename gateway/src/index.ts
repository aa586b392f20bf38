export { start, buildGateway, type Gateway, type RunningGateway } from './app';
export { loadConfig, type GatewayConfig } from './config';
