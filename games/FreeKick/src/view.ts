import { field } from './sim/index.ts'

/**
 * The camera stands low behind the ball. A point of the field (x across, z toward the goal,
 * h up) is drawn at (180 + (x − 180)·k, 65 + (137.5 − h)·k) with k = 1080 / (z + 300): the
 * ball's spot is three times nearer than the goal line, the horizon lies at y = 65, and the
 * wall's heads cover the foot of the goal as they would for the taker.
 */
export const depthScale = (z: number) => 1080 / (z + 300)
export const screenX = (x: number, k: number) => 180 + (x - 180) * k
export const screenY = (h: number, k: number) => 65 + (137.5 - h) * k

/** The scale at the goal line, and where the ball's spot and the goal line are on screen. */
export const goalK = depthScale(field.goalZ)
export const spotY = screenY(0, depthScale(0))
export const goalLineY = screenY(0, goalK)
