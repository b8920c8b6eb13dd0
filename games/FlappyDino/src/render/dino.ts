/**
 * The dino, drawn with paths around its hitbox centre (0, 0), facing right. Its gradients live in
 * these local units, so they are made once and reused at any position and tilt.
 */
export interface DinoPose {
  /** 1 just after a jump, easing to 0: arms up, tail kicked, legs tucked. */
  flap: number
  /** −1…1: the tail's sway. */
  sway: number
  /** The eyes shut for a blink. */
  blink: boolean
  /** Crashed: dizzy crossed eyes. */
  dizzy: boolean
}

const tau = Math.PI * 2
const line = '#1f4a24'

export function createDinoPainter(ctx: CanvasRenderingContext2D) {
  const skin = ctx.createRadialGradient(-4, -10, 2, 0, 2, 26)
  skin.addColorStop(0, '#9be86a')
  skin.addColorStop(0.55, '#5fc24a')
  skin.addColorStop(1, '#2f8a3a')
  const head = ctx.createRadialGradient(6, -16, 2, 9, -7, 16)
  head.addColorStop(0, '#a8ef78')
  head.addColorStop(0.6, '#64c84e')
  head.addColorStop(1, '#3a9a40')
  const belly = ctx.createLinearGradient(0, 0, 0, 14)
  belly.addColorStop(0, '#f4ffd0')
  belly.addColorStop(1, '#cfe9a0')

  return function paint(pose: DinoPose) {
    const { flap, sway } = pose
    ctx.lineJoin = 'round'
    ctx.lineCap = 'round'
    ctx.lineWidth = 2

    // Tail: a tapered curve that kicks up on a jump and sways a little in the air.
    const tipY = -4 - flap * 9 + sway * 3
    ctx.fillStyle = skin
    ctx.strokeStyle = line
    ctx.beginPath()
    ctx.moveTo(-10, -4)
    ctx.quadraticCurveTo(-22, -4, -29, tipY)
    ctx.quadraticCurveTo(-22, 6, -8, 9)
    ctx.closePath()
    ctx.fill()
    ctx.stroke()

    // Back leg, then body.
    const tuck = flap * 4
    leg(ctx, -6, 11, tuck, skin)
    ctx.fillStyle = skin
    ctx.beginPath()
    ctx.ellipse(-1, 3, 14.5, 12.5, 0, 0, tau)
    ctx.fill()
    ctx.stroke()

    // Spikes down the back.
    ctx.fillStyle = '#ffb340'
    ctx.strokeStyle = '#a85a1a'
    ctx.lineWidth = 1.4
    for (const [x, y, a] of spikes) {
      ctx.save()
      ctx.translate(x, y)
      ctx.rotate(a)
      ctx.beginPath()
      ctx.moveTo(-3.6, 1)
      ctx.lineTo(0, -6)
      ctx.lineTo(3.6, 1)
      ctx.closePath()
      ctx.fill()
      ctx.stroke()
      ctx.restore()
    }
    ctx.lineWidth = 2
    ctx.strokeStyle = line

    ctx.fillStyle = belly
    ctx.beginPath()
    ctx.ellipse(2, 7, 9, 7, -0.2, 0, tau)
    ctx.fill()

    // Head: big and round, with a snout.
    ctx.fillStyle = head
    ctx.beginPath()
    ctx.ellipse(8, -8, 11, 10, 0, 0, tau)
    ctx.fill()
    ctx.stroke()
    ctx.beginPath()
    ctx.ellipse(15, -4, 8, 6.4, 0.15, 0, tau)
    ctx.fill()
    ctx.stroke()
    // Blend the snout into the head.
    ctx.beginPath()
    ctx.ellipse(10, -6, 8, 7.5, 0, 0, tau)
    ctx.fill()

    ctx.fillStyle = line
    ctx.beginPath()
    ctx.arc(20, -6, 1.1, 0, tau)
    ctx.fill()
    // Mouth: a smile, or an "o" after a crash.
    ctx.lineWidth = 1.5
    ctx.beginPath()
    if (pose.dizzy) ctx.ellipse(16, 0, 2.2, 1.8, 0, 0, tau)
    else {
      ctx.moveTo(12, -0.5)
      ctx.quadraticCurveTo(17, 2.5, 21, -1)
    }
    ctx.stroke()
    ctx.fillStyle = 'rgba(255,120,130,0.55)'
    ctx.beginPath()
    ctx.ellipse(7, -2, 3, 1.8, 0, 0, tau)
    ctx.fill()

    // Eye.
    if (pose.dizzy) {
      ctx.strokeStyle = '#12301a'
      ctx.lineWidth = 1.8
      ctx.beginPath()
      ctx.moveTo(8.5, -15.5)
      ctx.lineTo(14.5, -9.5)
      ctx.moveTo(14.5, -15.5)
      ctx.lineTo(8.5, -9.5)
      ctx.stroke()
    } else if (pose.blink) {
      ctx.strokeStyle = '#12301a'
      ctx.lineWidth = 1.8
      ctx.beginPath()
      ctx.moveTo(8, -12)
      ctx.quadraticCurveTo(11.5, -9.5, 15, -12)
      ctx.stroke()
    } else {
      ctx.fillStyle = '#fff'
      ctx.strokeStyle = line
      ctx.lineWidth = 1.4
      ctx.beginPath()
      ctx.ellipse(11.5, -12.5, 4.6, 5.2, 0, 0, tau)
      ctx.fill()
      ctx.stroke()
      ctx.fillStyle = '#12301a'
      ctx.beginPath()
      ctx.arc(13, -12, 2.6, 0, tau)
      ctx.fill()
      ctx.fillStyle = '#fff'
      ctx.beginPath()
      ctx.arc(13.9, -13.3, 1, 0, tau)
      ctx.fill()
    }

    // Front leg and a little arm that flaps up on a jump.
    ctx.lineWidth = 2
    ctx.strokeStyle = line
    leg(ctx, 5, 12, tuck, skin)
    ctx.save()
    ctx.translate(7, 5)
    ctx.rotate(0.5 - flap * 1.9)
    ctx.fillStyle = skin
    ctx.beginPath()
    ctx.ellipse(4, 0, 5, 2.6, 0, 0, tau)
    ctx.fill()
    ctx.stroke()
    ctx.restore()
  }
}

const spikes: [number, number, number][] = [
  [-12, -6, -0.9],
  [-6, -9.5, -0.45],
  [0, -13, -0.15],
]

function leg(ctx: CanvasRenderingContext2D, x: number, y: number, tuck: number, fill: CanvasGradient) {
  ctx.fillStyle = fill
  ctx.beginPath()
  ctx.roundRect(x - 3.5 - tuck * 0.6, y - 2, 7, 9 - tuck, 3)
  ctx.fill()
  ctx.stroke()
}
