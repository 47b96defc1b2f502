# sgf.tst: loading SGF as other programs write it (Sabaki, GoGui, KGS/CGoban headers, built by
# hand from their documented output), and the edge cases of the format: variations,
# collections, escapes, passes as B[] and tt, AE, PL, unknown rules, and printsgf round trips.

# Sabaki: one node per line, a variation after move 3; the main line is the first variation,
# ending with two passes (White to play after Black's closing pass).
1 loadsgf sgf/sabaki.sgf
#? [white]
2 list_stones white
#? [C7 G7]
3 showboard
#? [.*komi 6\.5.*]
# Up to move 4: the variation point itself is not played.
4 loadsgf sgf/sabaki.sgf 4
#? [white]
5 list_stones white
#? [G7]

# GoGui: several moves per line, RE and AP in the header, closing passes as B[] and W[].
10 loadsgf sgf/gogui.sgf
#? [black]
11 list_stones black
#? [G7 E6 E5 E3 G3]
12 showboard
#? [.*komi 7.*]

# KGS (CGoban 3): RU[Japanese], HA[2] with AB, KM[0.50], time properties on every move, a
# comment with escaped brackets over several lines, and Black's pass written as tt on 19x19.
# (SGF column letters skip no letter, GTP's skip I: SGF q is GTP R.)
20 loadsgf sgf/kgs.sgf
#? [black]
21 kata-get-rules
#? [.*"name":"japanese".*]
22 list_stones black
#? [D16 Q16 D4]
23 list_stones white
#? [C6 R4 F3]
24 showboard
#? [.*komi 0\.5, rules japanese.*]

# A collection: the first game (13x13, Chinese rules) is the one loaded.
30 loadsgf sgf/collection.sgf
#? [black]
31 list_stones white
#? [D10]
32 showboard
#? [.*13 .*komi 5\.5, rules chinese.*]

# Unknown RU keeps the rules in force (a warning goes to stderr).
kgs-rules aga
40 loadsgf sgf/unknown-rules.sgf
#? [white]
41 kata-get-rules
#? [.*"name":"aga".*]

# Set-up without moves: a second set-up node removes the AB stone at C6 with AE; PL[W] gives
# White the move.
50 loadsgf sgf/setup-to-move.sgf
#? [white]
51 list_stones black
#? [C7]
52 list_stones white
#? [G4 G3]

# printsgf writes what loadsgf reads back: same stones, same side to move.
boardsize 9
clear_board
komi 6.5
kgs-rules japanese
gogui-play_sequence b E5 w C3 b pass w G7
60 printsgf printed.sgf
#? []
61 loadsgf printed.sgf
#? [black]
62 list_stones white
#? [G7 C3]
63 kata-get-rules
#? [.*"name":"japanese".*]
# Without a file the SGF is the answer: komi, rules and the passes as B[].
64 printsgf
#? [\(;GM\[1\]FF\[4\]CA\[UTF-8\]SZ\[9\]KM\[6\.5\]RU\[japanese\]AP\[tengen:[0-9.]+\]\n;B\[ee\];W\[cg\];B\[\];W\[gc\]\)]
