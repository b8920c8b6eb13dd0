import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { AppData, prerenderDataId } from './app/app-data.tsx'
import { AppRouter } from './app/router.tsx'
import './styles/global.css'
import './pwa.ts'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// A public page may come prerendered (apps/web/src/entry-server.tsx), with the data it was
// drawn from beside it: React takes over that HTML instead of drawing the page again.
const prerendered = document.getElementById(prerenderDataId)
const app = (
  <StrictMode>
    <AppData data={prerendered ? JSON.parse(prerendered.textContent || '{}') : {}}>
      <AppRouter />
    </AppData>
  </StrictMode>
)
if (prerendered) hydrateRoot(container, app)
else createRoot(container).render(app)
