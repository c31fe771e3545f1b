import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const mockUrl = process.env.MOCK_URL || 'http://localhost:4000';

// The mock server (or a real API) answers /api and the socket.io path /notify.
const proxy = {
  '/api': { target: mockUrl, changeOrigin: true },
  '/notify': { target: mockUrl, changeOrigin: true, ws: true },
};

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 5173, strictPort: true, proxy },
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Needed on every page and rarely changes: its own long-cached chunk.
            // Mantine is left to automatic splitting so components used only by lazy
            // routes stay out of the first load.
            {
              name: 'react-vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            // Only ever reached through dynamic import() (signed-in patients, video calls).
            {
              name: 'realtime',
              test: /[\\/]node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io[\\/]component-emitter|xmlhttprequest-ssl|ws)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
