import { useSyncExternalStore } from 'react'

const neverChanges = () => () => {}

/**
 * False while the server prerenders a page and while React hydrates that HTML, true from the
 * render after. What depends on this device (its clock, a chunk loaded later) waits for true,
 * so the first client render matches the HTML the person is already looking at.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  )
}
