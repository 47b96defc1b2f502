// Reads SGF files with Sabaki's own parser (@sabaki/sgf) and prints, per file, one JSON line:
// the root's SZ, KM, HA, RU, AB and AW values and the main line's moves as [colour, point]
// ("" for a pass). tests/sabaki.rs compares that with the game it had tengen play.
// Usage: node sgf-main-line.js FILE...
'use strict'
const fs = require('fs')
const sgf = require('@sabaki/sgf')

for (const file of process.argv.slice(2)) {
  const trees = sgf.parse(fs.readFileSync(file, 'utf8'))
  const root = trees[0]
  const info = {}
  for (const key of ['SZ', 'KM', 'HA', 'RU', 'AB', 'AW', 'PL']) info[key] = root.data[key] || []
  const moves = []
  for (let node = root; node != null; node = node.children[0]) {
    for (const color of ['B', 'W']) {
      if (node.data[color] != null) moves.push([color, node.data[color][0]])
    }
  }
  console.log(JSON.stringify({file, info, moves}))
}
