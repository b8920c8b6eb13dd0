import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { AppData, prerenderDataId } from './app/app-data.tsx'
import { AppRouter } from './app/router.tsx'
import './lib/touched.ts'
import { whenIdle } from './lib/when-idle.ts'
import './styles/global.css'

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
// As a transition, hydration works in short slices and yields between them: a tap or a scroll
// on the page already painted is not held up for the whole of it on a slow phone.
if (prerendered) startTransition(() => void hydrateRoot(container, app))
else createRoot(container).render(app)

// The offline notice and the service worker are not needed to show or use the first page: their
// chunk comes once the page has loaded and React has taken it over, so it never competes with
// them on a slow network or a slow processor (docs/decisions/0041). Should it fail to arrive,
// the page works on without them, as in a browser without service workers.
const loadPwa = () => whenIdle(() => void import('./pwa.ts').catch(() => undefined))
if (document.readyState === 'complete') loadPwa()
else window.addEventListener('load', loadPwa, { once: true })
