import { bengaliNumber } from './bengali.ts'

/** The game's words in Bangla; each game may change the title, the hint and the score's name. */
export const kitText = {
  score: 'স্কোর',
  tapToStart: 'শুরু করতে ট্যাপ করুন',
  start: 'শুরু করুন',
  gameOver: 'খেলা শেষ',
  yourScore: 'আপনার স্কোর',
  playAgain: 'আবার খেলুন',
  sending: 'স্কোর যাচাই হচ্ছে…',
}

/**
 * The parts of the screen that are text, kept as HTML over the canvas: crisp on any screen,
 * read by screen readers, and styled by `kit.css`.
 */
export function createHud(root: HTMLElement, scoreLabel = kitText.score) {
  const score = document.createElement('div')
  score.className = 'hud'
  score.setAttribute('role', 'status')
  const label = document.createElement('span')
  label.className = 'hud-label'
  label.textContent = scoreLabel
  const value = document.createElement('span')
  value.className = 'hud-score'
  score.append(label, value)

  const overlay = document.createElement('div')
  overlay.className = 'overlay'
  const panel = document.createElement('div')
  panel.className = 'panel'
  panel.setAttribute('role', 'dialog')
  overlay.append(panel)
  root.append(score, overlay)

  let shown = Number.NaN
  function setScore(n: number) {
    if (n === shown) return
    shown = n
    value.textContent = bengaliNumber(n)
  }
  setScore(0)

  function show(
    lines: { title: string; big?: string; text?: string[]; button?: string },
    onButton?: () => void,
  ) {
    panel.replaceChildren()
    const title = document.createElement('h1')
    title.textContent = lines.title
    panel.append(title)
    if (lines.big !== undefined) {
      const big = document.createElement('p')
      big.className = 'big'
      big.textContent = lines.big
      panel.append(big)
    }
    for (const line of lines.text ?? []) {
      const p = document.createElement('p')
      p.textContent = line
      panel.append(p)
    }
    if (lines.button && onButton) {
      const button = document.createElement('button')
      button.type = 'button'
      button.textContent = lines.button
      button.addEventListener('click', onButton, { once: true })
      panel.append(button)
      button.focus()
    }
    overlay.hidden = false
  }

  return {
    setScore,
    show,
    hide() {
      overlay.hidden = true
    },
    overlay,
  }
}

export type Hud = ReturnType<typeof createHud>
