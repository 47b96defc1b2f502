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

# No seki: a pyramid four with the opponent's stone on its vital point (19×19, the end of a
# game against Pachi). Black's 24 stones around H1 J2 K1 share their three liberties with
# White J1: White J2 kills at once, and after Black J2 White's throw-in at H1 leaves Black a
# two-point eye. Dead whoever moves first (GNU Go and Pachi count W+37.5).
loadsgf seki/pyramid-four-dead.sgf
41 final_status_list seki
#? []
42 final_status_list dead
#? [.*E1 F1 G1 L1 F2 G2 H2 K2 L2 F3 G3 H3 J3 K3 G4 J4 K4 G5 J5 F6 G6 J6 E7 F7.*]
43 final_score
#? [W\+37\.5]

# The same with colours exchanged (White's 24 stones; GNU Go counts B+36.5).
loadsgf seki/pyramid-four-dead-flipped.sgf
51 final_status_list seki
#? []
52 final_status_list dead
#? [.*E1 F1 G1 L1 F2 G2 H2 K2 L2 F3 G3 H3 J3 K3 G4 J4 K4 G5 J5 F6 G6 J6 E7 F7.*]
53 final_score
#? [B\+36\.5]
