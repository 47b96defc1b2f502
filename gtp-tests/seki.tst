# seki.tst: seki positions on settled 9x9 boards, built by hand: nothing in a seki is dead,
# the count leaves the shared liberties to nobody, and when every other point is settled the
# side to move passes (each move inside the seki, or in its own eyes, loses the game; the komi
# makes the game a half-point win for the side to move). Every position comes twice: as drawn
# in the lower left, and rotated to the upper right with the colours swapped.

# A seki without eyes in the corner: Black A2 A3 B3 C3 and White B1 C1 C2 share A1 and B2 (lower left).
loadsgf seki/no-eyes.sgf
# No stone is dead, and the shared liberties count for nobody: Black by half a point.
1 final_status_list dead
#? []
2 final_score
#? [B\+0\.5]
# Black to move keeps the half-point win only by passing.
3 reg_genmove b
#? [pass|PASS]
komi -36.5
# With White winning by half a point, White to move passes too.
4 reg_genmove w
#? [pass|PASS]

# A seki without eyes in the corner: Black A2 A3 B3 C3 and White B1 C1 C2 share A1 and B2 (upper right, colours swapped).
loadsgf seki/no-eyes-flipped.sgf
# No stone is dead, and the shared liberties count for nobody: Black by half a point.
11 final_status_list dead
#? []
12 final_score
#? [B\+0\.5]
# Black to move keeps the half-point win only by passing.
13 reg_genmove b
#? [pass|PASS]
komi 37.5
# With White winning by half a point, White to move passes too.
14 reg_genmove w
#? [pass|PASS]

# A seki with one eye each: Black's eye A1, White's eye E1, shared C1 (lower left).
loadsgf seki/one-eye.sgf
# No stone is dead, and the shared liberties count for nobody: Black by half a point.
21 final_status_list dead
#? []
22 final_score
#? [B\+0\.5]
# Black to move keeps the half-point win only by passing.
23 reg_genmove b
#? [pass|PASS]
komi 14.5
# With White winning by half a point, White to move passes too.
24 reg_genmove w
#? [pass|PASS]
# Japanese rules: the seki eyes score nothing; two eyes of territory each.
kgs-rules japanese
komi 0.5
25 final_score
#? [W\+0\.5]
kgs-rules chinese

# A seki with one eye each: Black's eye A1, White's eye E1, shared C1 (upper right, colours swapped).
loadsgf seki/one-eye-flipped.sgf
# No stone is dead, and the shared liberties count for nobody: Black by half a point.
31 final_status_list dead
#? []
32 final_score
#? [B\+0\.5]
# Black to move keeps the half-point win only by passing.
33 reg_genmove b
#? [pass|PASS]
komi -13.5
# With White winning by half a point, White to move passes too.
34 reg_genmove w
#? [pass|PASS]
# Japanese rules: the seki eyes score nothing; two eyes of territory each.
kgs-rules japanese
komi 0.5
35 final_score
#? [W\+0\.5]
kgs-rules chinese
