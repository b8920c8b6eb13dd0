import { gameConfig } from '../kit/vite-config.ts'

export default gameConfig()
