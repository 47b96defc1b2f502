# undo.tst: undo and gg-undo take back moves exactly, captures included.

boardsize 9
clear_board
gogui-play_sequence b A2 w A1 b B1
# Black B1 captured White A1.
1 captures black
#? [1]
2 undo
#? []
# The capture is taken back with the move.
3 captures black
#? [0]
4 list_stones white
#? [A1]
5 list_stones black
#? [A2]

# gg-undo N takes back N moves; without N, one.
gogui-play_sequence b B1 w E5 b F5 w G5
10 gg-undo 3
#? []
11 list_stones black
#? [A2 B1]
12 list_stones white
#? []
13 gg-undo
#? []
14 list_stones black
#? [A2]

# After undo the same move can be replayed (the ko and superko history is rewound too).
kata-set-rules chinese
20 play b B1
#? []
21 captures black
#? [1]
22 undo
#? []
23 play b B1
#? []

# Undo of a pass.
play w pass
30 undo
#? []
31 genmove w
#? [[A-HJ][1-9]|pass]

# Undo everything, back to the empty board.
clear_board
gogui-play_sequence b C3 w D4 b pass w pass
40 gg-undo 4
#? []
41 list_stones black
#? []
42 list_stones white
#? []
