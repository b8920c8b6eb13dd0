import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The API listens on port 3000 and, in production, serves this build at /console/ on its own origin.
const proxy = { '/api': 'http://localhost:3000' }

export default defineConfig({
  base: '/console/',
  plugins: [react()],
  // The player app's dev server takes 5173.
  server: { port: 5174, proxy },
  preview: { port: 5174, proxy },
  build: { target: 'es2020' },
})
