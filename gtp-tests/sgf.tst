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

# Files as real programs and problem books write them (GNU Go's loadsgf reads them all).
# A property repeated within one node (old GNU Go, IGS and NNGS handicap stones): all stones.
70 loadsgf sgf/repeated-property.sgf
#? [white]
71 list_stones black
#? [D16 K16 Q16 D4]
# Set-up after moves (edited games, problem collections): set-up in the game, not moves;
# PL in that node gives White the move; the game starts afresh there, so printsgf writes the
# position as AB/AW set-up, with the moves since.
72 loadsgf sgf/setup-after-moves.sgf
#? [white]
73 list_stones black
#? [E6 E5 G5]
74 list_stones white
#? [C7 D6 C3]
75 printsgf
#? [.*AB\[[a-i]{2}\]\[[a-i]{2}\]AW\[[a-i]{2}\]\[[a-i]{2}\]PL\[W\].*;W\[dd\];B\[ed\]\)\s*]
# The position before the set-up's first move (move 4 of the file, W D6).
76 loadsgf sgf/setup-after-moves.sgf 4
#? [white]
77 list_stones white
#? [C7 C3]
# A file whose final parenthesis is missing loads (with a warning on stderr).
78 loadsgf sgf/missing-parenthesis.sgf
#? [white]
79 list_stones black
#? [G7 E5]
# PL in a set-up node after the root: White to play the problem.
80 loadsgf sgf/player-in-setup-node.sgf
#? [white]
81 list_stones white
#? [A9 A8]
# A broken second game does not keep the first from loading.
82 loadsgf sgf/broken-second-game.sgf
#? [black]
83 list_stones white
#? [D7]
# A compressed point list covering the whole board, then one point emptied by AE.
84 loadsgf sgf/whole-board-setup.sgf
#? [black]
85 list_stones black
#? [A5 B5 C5 D5 E5 A4 B4 C4 D4 E4 A3 B3 D3 E3 A2 B2 C2 D2 E2 A1 B1 C1 D1 E1]
# A move on an occupied point (an edited record) is left out, as GNU Go does, and the rest
# loads (a warning on stderr names it).
86 loadsgf sgf/move-on-occupied-point.sgf
#? [black]
87 list_stones white
#? [G3]
# HA[7.5], komi written as handicap, is ignored.
88 loadsgf sgf/komi-as-handicap.sgf
#? [black]
89 get_komi
#? [7\.5]
# printsgf names White as the first player when White moves first in an even game.
boardsize 9
clear_board
play w E5
90 printsgf
#? [.*PL\[W\].*;W\[ee\]\)\s*]

# Fox writes komi its own way: KM[375] (3.75 stones) for an even game under Chinese rules is
# 7.5 points, as Sabaki and KaTrain read it.
91 loadsgf sgf/fox.sgf
#? [black]
92 get_komi
#? [7\.5]
# Converted from Fox by another program (AP[foxwq] gone, hundredths kept): KM[750] is 7.5.
93 loadsgf sgf/fox-converted.sgf
#? [black]
94 get_komi
#? [7\.5]
