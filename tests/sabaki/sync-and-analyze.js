// Drives tengen exactly as Sabaki does, with Sabaki's own GTP library (@sabaki/gtp):
// pipelined komi/boardsize/clear_board/play batches and undo batches through
// ControllerStateTracker.sync, then `lz-analyze B 20` for about a second, stopped by sending
// `protocol_version` while it runs (Sabaki's sendAbort). The analysis lines are parsed with
// Sabaki's rules (src/modules/analysis.js: split on `info`, pv last, integer win rates for
// lz-analyze). Usage: node sync-and-analyze.js PATH_TO_TENGEN. Exits non-zero on any failure.
'use strict'
const assert = require('assert')
const {Controller, ControllerStateTracker} = require('@sabaki/gtp')

const tengen = process.argv[2]
const moveRe = /^(pass|[A-Za-z]\d+)$/

function play(color, vertex) {
  return {name: 'play', args: [color, vertex]}
}

// Sabaki's parseAnalysis, as documented in its source: blocks split on `info`, the trailing
// run of moves is the PV, the pairs before it are keys and values.
function parseAnalysis(line) {
  return line
    .split(/\s*info\s+/)
    .slice(1)
    .map(block => {
      const match = block.match(/(pass|[A-Za-z]\d+)(\s+(pass|[A-Za-z]\d+))*\s*$/)
      if (match == null) return null
      const pairs = block.slice(0, match.index).trim().split(/\s+/)
      const fields = {}
      for (let i = 0; i + 1 < pairs.length; i += 2) fields[pairs[i]] = pairs[i + 1]
      return {fields, pv: match[0].trim().split(/\s+/)}
    })
    .filter(b => b != null && moveRe.test(b.fields.move) && b.fields.winrate != null)
}

async function stones(controller, color) {
  const {content, error} = await controller.sendCommand({name: 'list_stones', args: [color]})
  assert(!error, `list_stones ${color}`)
  return content.split(/\s+/).filter(x => x).sort()
}

async function main() {
  const controller = new Controller(tengen, ['--threads', '2'])
  const stderr = []
  controller.on('stderr', ({content}) => stderr.push(content))
  controller.start()
  const tracker = new ControllerStateTracker(controller)

  // A first sync: komi, boardsize, clear_board and every move, all pipelined.
  const opening = [play('B', 'E5'), play('W', 'C4'), play('B', 'D3'), play('W', 'G5'), play('B', 'F3')]
  await tracker.sync({komi: 6.5, boardsize: [9, 9], history: opening})
  assert.deepStrictEqual(await stones(controller, 'black'), ['D3', 'E5', 'F3'])
  assert.deepStrictEqual(await stones(controller, 'white'), ['C4', 'G5'])

  // Navigating to a sibling variation: an undo batch plus the new moves, pipelined.
  const variation = [...opening.slice(0, 3), play('W', 'E3'), play('B', 'E4'), play('W', 'F4')]
  await tracker.sync({komi: 6.5, boardsize: [9, 9], history: variation})
  assert.deepStrictEqual(await stones(controller, 'black'), ['D3', 'E4', 'E5'])
  assert.deepStrictEqual(await stones(controller, 'white'), ['C4', 'E3', 'F4'])
  assert.strictEqual((await controller.sendCommand({name: 'komi', args: ['6.5']})).error, false)

  // Analysis for about a second, stopped the way Sabaki stops it.
  const lines = []
  const analysis = controller.sendCommand({name: 'lz-analyze', args: ['B', '20']}, ({line}) => {
    if (line.startsWith('info ')) lines.push(line)
  })
  await new Promise(resolve => setTimeout(resolve, 1000))
  const started = Date.now()
  const abort = controller.sendCommand({name: 'protocol_version'})
  const response = await analysis
  const version = await abort
  assert.strictEqual(response.error, false)
  assert.strictEqual(version.content, '2')
  assert(Date.now() - started < 500, 'analysis stops at once')

  assert(lines.length >= 3, `${lines.length} analysis lines`)
  for (const line of lines) {
    const blocks = parseAnalysis(line)
    assert.strictEqual(blocks.length, line.split(/\s*info\s+/).length - 1, line)
    for (const {fields, pv} of blocks) {
      assert(+fields.visits > 0, line)
      const winrate = +fields.winrate
      assert(Number.isInteger(winrate) && winrate >= 0 && winrate <= 10000, line)
      assert.strictEqual(pv[0], fields.move)
    }
    const visits = blocks.map(b => +b.fields.visits)
    assert(visits.every((v, i) => i === 0 || visits[i - 1] >= v), 'most visited first')
  }

  // The engine's board still equals the synced one.
  assert.deepStrictEqual(await stones(controller, 'black'), ['D3', 'E4', 'E5'])
  assert.deepStrictEqual(await stones(controller, 'white'), ['C4', 'E3', 'F4'])
  await controller.stop()
  console.log(`ok: ${lines.length} analysis lines, ${stderr.length} stderr lines`)
}

main().catch(err => {
  console.error(err)
  process.exit(1)
})
