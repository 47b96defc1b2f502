#!/bin/sh
# Re-creates the scoring corpus: games played to two passes by GNU Go 3.8 against itself
# (levels and seeds vary per game, the first moves are random points off the first two
# lines) and against tengen (9x9-tengen.sgf, tengen as built from this commit), then continued with GNU Go's kgs-genmove_cleanup for both sides until two passes;
# stones captured in that cleanup are recorded as dead (root property DEAD).
# Run from the repository root; needs /usr/games/gnugo.
set -e
cargo build --release --workspace
rm -f regress/corpus/9x9.sgf regress/corpus/9x9-tengen.sgf regress/corpus/19x19.sgf \
    regress/corpus/19x19-weak.sgf
target/release/corpus generate --size 9 --games 200 --out regress/corpus/9x9.sgf --seed 1
target/release/corpus generate --size 9 --games 40 --out regress/corpus/9x9-tengen.sgf --seed 5001 \
    --opponent "target/release/tengen --playouts 3000 --threads 1 --seed 1 --resign-threshold 0" \
    --opponent-name tengen
for seed in 1001 2001; do
    target/release/corpus generate --size 19 --games 50 --out regress/corpus/19x19.sgf \
        --seed $seed --min-level 0 --max-level 2 --random-moves 4 --cleanup-level 4
done
# Weak programs leave dead groups with room: GNU Go levels 0-1 against tengen at 300 playouts.
target/release/corpus generate --size 19 --games 40 --out regress/corpus/19x19-weak.sgf \
    --seed 7001 --min-level 0 --max-level 1 --random-moves 10 --cleanup-level 4 \
    --opponent "target/release/tengen --playouts 300 --threads 1 --seed 1 --resign-threshold 0" \
    --opponent-name "tengen 300 playouts"
