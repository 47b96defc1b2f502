# endgame.tst: the last dame under area scoring. Each settled board has exactly one empty
# point between the two walls; the komi makes it decide the game by half a point, so the side
# to move must fill it (passing loses; every other move fills an own eye or is suicide). The
# dame sits at different heights of a vertical boundary, and on horizontal boundaries with
# the colours swapped.

# One dame left at E1.
loadsgf endgame/dame-column-1.sgf
komi -7.5
# Black is half a point behind: filling E1 wins.
1 reg_genmove b
#? [E1]
komi -8.5
# White is half a point behind: filling E1 wins.
2 reg_genmove w
#? [E1]

# One dame left at E3.
loadsgf endgame/dame-column-3.sgf
komi -3.5
# Black is half a point behind: filling E3 wins.
3 reg_genmove b
#? [E3]
komi -4.5
# White is half a point behind: filling E3 wins.
4 reg_genmove w
#? [E3]

# One dame left at E5.
loadsgf endgame/dame-column-5.sgf
komi 0.5
# Black is half a point behind: filling E5 wins.
5 reg_genmove b
#? [E5]
komi -0.5
# White is half a point behind: filling E5 wins.
6 reg_genmove w
#? [E5]

# One dame left at E7.
loadsgf endgame/dame-column-7.sgf
komi 4.5
# Black is half a point behind: filling E7 wins.
7 reg_genmove b
#? [E7]
komi 3.5
# White is half a point behind: filling E7 wins.
8 reg_genmove w
#? [E7]

# One dame left at E9.
loadsgf endgame/dame-column-9.sgf
komi 8.5
# Black is half a point behind: filling E9 wins.
9 reg_genmove b
#? [E9]
komi 7.5
# White is half a point behind: filling E9 wins.
10 reg_genmove w
#? [E9]

# One dame left at J5 (boundary across the board, colours swapped).
loadsgf endgame/dame-row-1.sgf
komi 8.5
# Black is half a point behind: filling J5 wins.
11 reg_genmove b
#? [J5]
komi 7.5
# White is half a point behind: filling J5 wins.
12 reg_genmove w
#? [J5]

# One dame left at G5 (boundary across the board, colours swapped).
loadsgf endgame/dame-row-3.sgf
komi 4.5
# Black is half a point behind: filling G5 wins.
13 reg_genmove b
#? [G5]
komi 3.5
# White is half a point behind: filling G5 wins.
14 reg_genmove w
#? [G5]

# One dame left at E5 (boundary across the board, colours swapped).
loadsgf endgame/dame-row-5.sgf
komi 0.5
# Black is half a point behind: filling E5 wins.
15 reg_genmove b
#? [E5]
komi -0.5
# White is half a point behind: filling E5 wins.
16 reg_genmove w
#? [E5]

# One dame left at C5 (boundary across the board, colours swapped).
loadsgf endgame/dame-row-7.sgf
komi -3.5
# Black is half a point behind: filling C5 wins.
17 reg_genmove b
#? [C5]
komi -4.5
# White is half a point behind: filling C5 wins.
18 reg_genmove w
#? [C5]

# One dame left at A5 (boundary across the board, colours swapped).
loadsgf endgame/dame-row-9.sgf
komi -7.5
# Black is half a point behind: filling A5 wins.
19 reg_genmove b
#? [A5]
komi -8.5
# White is half a point behind: filling A5 wins.
20 reg_genmove w
#? [A5]

# No pass beside a group whose fate hangs on who moves first. Black's top-left group has a
# straight three for eye space (A9 B9 C9): B9 makes two eyes, White B9 kills it. Black wins
# the count either way, so a player that only counts passes after White's pass and loses the
# group; B9 keeps it.
loadsgf endgame/straight-three.sgf
play w pass
31 genmove b
#? [B9]
undo
undo
play w pass
32 kgs-genmove_cleanup b
#? [!pass]

# The same with the colours exchanged.
loadsgf endgame/straight-three-flipped.sgf
play b pass
33 genmove w
#? [B9]
