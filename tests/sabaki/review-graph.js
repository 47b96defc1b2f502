// Reads a file `tengen review` wrote with Sabaki's own parser (@sabaki/sgf) and prints one
// JSON line: the main line's moves, its SBKV values (Sabaki's win-rate graph) in order, how
// many nodes have more than one child (the engine's lines), the BM/DO/IT annotations, and
// the root's comment. tests/sabaki.rs checks them against the game reviewed.
// Usage: node review-graph.js FILE
'use strict'
const fs = require('fs')
const sgf = require('@sabaki/sgf')

const trees = sgf.parse(fs.readFileSync(process.argv[2], 'utf8'))
const root = trees[0]
const result = {moves: [], sbkv: [], branches: 0, annotated: 0, rootComment: (root.data.C || [''])[0]}
for (let node = root; node != null; node = node.children[0]) {
  for (const color of ['B', 'W']) {
    if (node.data[color] != null) result.moves.push([color, node.data[color][0]])
  }
  if (node.data.SBKV != null) result.sbkv.push(parseFloat(node.data.SBKV[0]))
  if (node.children.length > 1) result.branches += 1
  if (node.data.BM != null || node.data.DO != null || node.data.IT != null) result.annotated += 1
}
console.log(JSON.stringify(result))
