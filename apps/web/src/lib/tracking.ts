/**
 * Hook point for the spec's navigation tracking (route name + '_Footer' on bottom-bar taps).
 * The tracking endpoint does not exist yet; keeping the call sites now means wiring it later
 * touches only this file.
 */
export function trackNavigation(_event: string): void {}

/** Hook point for the spec's tap tracking: banners, campaigns, the tournament card and games. */
export function trackTap(_event: string): void {}
