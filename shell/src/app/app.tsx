import { BrowserRouter } from '@rescue/router';
import { WebKitProvider } from '@rescue/web-kit';
import { AppRoutes } from './app-routes';

export function App() {
  return (
    <BrowserRouter>
      <WebKitProvider>
        <AppRoutes />
      </WebKitProvider>
    </BrowserRouter>
  );
}
