/** The world the renderer draws in, fitted to any screen: portrait phone proportions. */
export const worldWidth = 360
export const worldHeight = 640

export const board = { x: 12, y: 178, size: 336, gap: 10, radius: 16 }
export const cell = (board.size - board.gap * 5) / 4

export const cellX = (col: number) => board.x + board.gap + col * (cell + board.gap)
export const cellY = (row: number) => board.y + board.gap + row * (cell + board.gap)

export const header = {
  badge: { x: 12, y: 74, size: 68 },
  titleX: 92,
  card: { x: 252, y: 76, w: 96, h: 64 },
  goalY: 160,
  track: { x: 110, y: 154, w: 238, h: 12 },
}

export const footerY = 548
