# life-death.tst: kill and live problems with a unique vital point (the nakade shapes), built
# by hand from the eye-space shapes and checked by reading: the defender's group has the named
# eye space, the attacker surrounds it, and the komi is set so that the group's life decides
# the game. Every problem comes twice: Black as the attacker in the lower left, and the same
# shape rotated to the upper right with the colours swapped. Tests 1-20: the rest of the board
# is settled (both sides' areas filled but for their eyes). Tests 101-120: the same problems
# with the areas left open, so that invasions look tempting to random playouts.

# A straight three eye space on the edge in the corner (lower left): Black to play kills only at the vital point B1.
loadsgf life-death/straight-three-corner-kill.sgf
1 reg_genmove b
#? [B1]

# A straight three eye space on the edge in the corner (lower left): White to play lives only at the vital point B1.
loadsgf life-death/straight-three-corner-live.sgf
2 reg_genmove w
#? [B1]

# A straight three eye space on the edge in the corner (upper right, colours swapped): White to play kills only at the vital point H9.
loadsgf life-death/straight-three-corner-flipped-kill.sgf
3 reg_genmove w
#? [H9]

# A straight three eye space on the edge in the corner (upper right, colours swapped): Black to play lives only at the vital point H9.
loadsgf life-death/straight-three-corner-flipped-live.sgf
4 reg_genmove b
#? [H9]

# A straight three eye space on the side (lower left): Black to play kills only at the vital point D1.
loadsgf life-death/straight-three-side-kill.sgf
5 reg_genmove b
#? [D1]

# A straight three eye space on the side (lower left): White to play lives only at the vital point D1.
loadsgf life-death/straight-three-side-live.sgf
6 reg_genmove w
#? [D1]

# A straight three eye space on the side (upper right, colours swapped): White to play kills only at the vital point F9.
loadsgf life-death/straight-three-side-flipped-kill.sgf
7 reg_genmove w
#? [F9]

# A straight three eye space on the side (upper right, colours swapped): Black to play lives only at the vital point F9.
loadsgf life-death/straight-three-side-flipped-live.sgf
8 reg_genmove b
#? [F9]

# A bent three eye space in the corner (lower left): Black to play kills only at the vital point A1.
loadsgf life-death/bent-three-corner-kill.sgf
9 reg_genmove b
#? [A1]

# A bent three eye space in the corner (lower left): White to play lives only at the vital point A1.
loadsgf life-death/bent-three-corner-live.sgf
10 reg_genmove w
#? [A1]

# A bent three eye space in the corner (upper right, colours swapped): White to play kills only at the vital point J9.
loadsgf life-death/bent-three-corner-flipped-kill.sgf
11 reg_genmove w
#? [J9]

# A bent three eye space in the corner (upper right, colours swapped): Black to play lives only at the vital point J9.
loadsgf life-death/bent-three-corner-flipped-live.sgf
12 reg_genmove b
#? [J9]

# A bulky five eye space in the corner (lower left): Black to play kills only at the vital point B1.
loadsgf life-death/bulky-five-corner-kill.sgf
13 reg_genmove b
#? [B1]

# A bulky five eye space in the corner (lower left): White to play lives only at the vital point B1.
loadsgf life-death/bulky-five-corner-live.sgf
14 reg_genmove w
#? [B1]

# A bulky five eye space in the corner (upper right, colours swapped): White to play kills only at the vital point H9.
loadsgf life-death/bulky-five-corner-flipped-kill.sgf
15 reg_genmove w
#? [H9]

# A bulky five eye space in the corner (upper right, colours swapped): Black to play lives only at the vital point H9.
loadsgf life-death/bulky-five-corner-flipped-live.sgf
16 reg_genmove b
#? [H9]

# A pyramid four eye space on the side (lower left): Black to play kills only at the vital point D1.
loadsgf life-death/pyramid-four-side-kill.sgf
17 reg_genmove b
#? [D1]

# A pyramid four eye space on the side (lower left): White to play lives only at the vital point D1.
loadsgf life-death/pyramid-four-side-live.sgf
18 reg_genmove w
#? [D1]

# A pyramid four eye space on the side (upper right, colours swapped): White to play kills only at the vital point F9.
loadsgf life-death/pyramid-four-side-flipped-kill.sgf
19 reg_genmove w
#? [F9]

# A pyramid four eye space on the side (upper right, colours swapped): Black to play lives only at the vital point F9.
loadsgf life-death/pyramid-four-side-flipped-live.sgf
20 reg_genmove b
#? [F9]

# A straight three eye space on the edge in the corner (lower left, areas open): Black to play kills only at the vital point B1.
loadsgf life-death/open-straight-three-corner-kill.sgf
101 reg_genmove b
#? [B1]

# A straight three eye space on the edge in the corner (lower left, areas open): White to play lives only at the vital point B1.
loadsgf life-death/open-straight-three-corner-live.sgf
102 reg_genmove w
#? [B1]

# A straight three eye space on the edge in the corner (upper right, colours swapped, areas open): White to play kills only at the vital point H9.
loadsgf life-death/open-straight-three-corner-flipped-kill.sgf
103 reg_genmove w
#? [H9]

# A straight three eye space on the edge in the corner (upper right, colours swapped, areas open): Black to play lives only at the vital point H9.
loadsgf life-death/open-straight-three-corner-flipped-live.sgf
104 reg_genmove b
#? [H9]

# A straight three eye space on the side (lower left, areas open): Black to play kills only at the vital point D1.
loadsgf life-death/open-straight-three-side-kill.sgf
105 reg_genmove b
#? [D1]

# A straight three eye space on the side (lower left, areas open): White to play lives only at the vital point D1.
loadsgf life-death/open-straight-three-side-live.sgf
106 reg_genmove w
#? [D1]

# A straight three eye space on the side (upper right, colours swapped, areas open): White to play kills only at the vital point F9.
loadsgf life-death/open-straight-three-side-flipped-kill.sgf
107 reg_genmove w
#? [F9]

# A straight three eye space on the side (upper right, colours swapped, areas open): Black to play lives only at the vital point F9.
loadsgf life-death/open-straight-three-side-flipped-live.sgf
108 reg_genmove b
#? [F9]

# A bent three eye space in the corner (lower left, areas open): Black to play kills only at the vital point A1.
loadsgf life-death/open-bent-three-corner-kill.sgf
109 reg_genmove b
#? [A1]

# A bent three eye space in the corner (lower left, areas open): White to play lives only at the vital point A1.
loadsgf life-death/open-bent-three-corner-live.sgf
110 reg_genmove w
#? [A1]

# A bent three eye space in the corner (upper right, colours swapped, areas open): White to play kills only at the vital point J9.
loadsgf life-death/open-bent-three-corner-flipped-kill.sgf
111 reg_genmove w
#? [J9]

# A bent three eye space in the corner (upper right, colours swapped, areas open): Black to play lives only at the vital point J9.
loadsgf life-death/open-bent-three-corner-flipped-live.sgf
112 reg_genmove b
#? [J9]

# A bulky five eye space in the corner (lower left, areas open): Black to play kills only at the vital point B1.
loadsgf life-death/open-bulky-five-corner-kill.sgf
113 reg_genmove b
#? [B1]

# A bulky five eye space in the corner (lower left, areas open): White to play lives only at the vital point B1.
loadsgf life-death/open-bulky-five-corner-live.sgf
114 reg_genmove w
#? [B1]

# A bulky five eye space in the corner (upper right, colours swapped, areas open): White to play kills only at the vital point H9.
loadsgf life-death/open-bulky-five-corner-flipped-kill.sgf
115 reg_genmove w
#? [H9]

# A bulky five eye space in the corner (upper right, colours swapped, areas open): Black to play lives only at the vital point H9.
loadsgf life-death/open-bulky-five-corner-flipped-live.sgf
116 reg_genmove b
#? [H9]

# A pyramid four eye space on the side (lower left, areas open): Black to play kills only at the vital point D1.
loadsgf life-death/open-pyramid-four-side-kill.sgf
117 reg_genmove b
#? [D1]

# A pyramid four eye space on the side (lower left, areas open): White to play lives only at the vital point D1.
loadsgf life-death/open-pyramid-four-side-live.sgf
118 reg_genmove w
#? [D1]

# A pyramid four eye space on the side (upper right, colours swapped, areas open): White to play kills only at the vital point F9.
loadsgf life-death/open-pyramid-four-side-flipped-kill.sgf
119 reg_genmove w
#? [F9]

# A pyramid four eye space on the side (upper right, colours swapped, areas open): Black to play lives only at the vital point F9.
loadsgf life-death/open-pyramid-four-side-flipped-live.sgf
120 reg_genmove b
#? [F9]
