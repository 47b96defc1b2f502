# protocol.tst: GTP v2 behaviour every engine must show (spec sections 2, 3 and 6).
# Written against the spec, not against tengen: it runs with GNU Go too. Error answers and raw
# framing are checked by tengen's integration tests (tests/gtp_stream.rs), since a `?` answer
# always counts as a failure here.

# protocol_version answers 2.
1 protocol_version
#? [2]

# name answers a non-empty name on one line.
2 name
#? [[^\n]+]

# Required commands are known (spec 6.1).
3 known_command protocol_version
#? [true]
4 known_command boardsize
#? [true]
5 known_command clear_board
#? [true]
6 known_command komi
#? [true]
7 known_command play
#? [true]
8 known_command genmove
#? [true]
9 known_command list_commands
#? [true]

# Unknown commands are not known.
10 known_command xyzzy
#? [false]

# known_command is case-sensitive, as command names are.
11 known_command PLAY
#? [false]

# list_commands lists commands one per line, the required ones among them.
12 list_commands
#? [.*^boardsize$.*]
13 list_commands
#? [.*^play$.*]
14 list_commands
#? [.*^genmove$.*]
15 list_commands
#? [.*^quit$.*]

# Tabs are spaces and everything after # is a comment (spec 3.1).
16	known_command	komi # trailing comment
#? [true]

# A successful command with no output answers nothing after the space.
boardsize 9
clear_board
20 play b E5
#? []

# Colours and vertices are case-insensitive; pass in any case.
21 play WHITE c3
#? []
22 play B PASS
#? []
23 play w Pass
#? []
24 list_stones black
#? [E5]
25 list_stones white
#? [C3]

# komi is kept across boardsize and clear_board (spec 6.3.1; Sabaki sends komi first).
komi 3.5
boardsize 5
clear_board
play b C1
play w D1
play b C2
play w D2
play b C3
play w D3
play b C4
play w D4
play b C5
play w D5
# Two walls split the 5x5 board 15 to 10: Black wins by 5 minus the komi.
30 final_score
#? [B\+1\.5]

# With both walls alive nothing is dead.
31 final_status_list dead
#? []

# time_settings and time_left accept their three arguments (spec 6.3.3).
32 time_settings 300 30 5
#? []
33 time_left black 290 0
#? []

# clear_board empties the board.
play b A1
clear_board
34 list_stones black
#? []

# boardsize changes the board: J19 exists on 19x19.
boardsize 19
35 play b T19
#? []
36 list_stones black
#? [T19]

# Two moves of the same colour in a row are legal (spec 6.3.2).
37 play b A1
#? []
38 list_stones black
#? [T19 A1]

# genmove answers a vertex, pass or resign and the move is played.
clear_board
40 genmove b
#? [[A-HJ-Ta-hj-t]1?[0-9]|pass|PASS|resign]

# undo takes back the last move.
clear_board
play b D4
play w Q16
41 undo
#? []
42 list_stones white
#? []
43 list_stones black
#? [D4]

# fixed_handicap places the GTP points (spec 4.1.1) on an empty board.
clear_board
44 fixed_handicap 4
#? [.*D4.*]
45 list_stones black
#? [D16 Q16 D4 Q4]

# black and white: GTP version 1's move commands, which GNU Go's regression suites still send.
clear_board
46 known_command white
#? [true]
47 black D4
#? []
48 white E5
#? []
49 list_stones white
#? [E5]

# quit answers before the engine exits.
50 quit
#? []
