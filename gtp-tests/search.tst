# search.tst: the tree search finds what any player sees at once (tengen's defaults: 10,000
# playouts per move).

# Black's seven stones D6-F7 + E5 are in atari at E4, and E4 would give them three liberties:
# White must capture now, Black must run now.
boardsize 9
clear_board
komi 7.5
gogui-play_sequence b D6 b E6 b F6 b D7 b E7 b F7 b E5 w C6 w C7 w D8 w E8 w F8 w G6 w G7 w D5 w F5
1 reg_genmove w
#? [E4]
2 reg_genmove b
#? [E4]

# reg_genmove does not play the move.
3 list_stones black
#? [D7 E7 F7 D6 E6 F6 E5]

# kgs-genmove_cleanup does not pass while White's dead stones (B7, B3 C3) stand in Black's
# area.
loadsgf scoring/dead-stones.sgf
komi 0.5
10 kgs-genmove_cleanup b
#? [!pass]

# With komi 150 Black cannot win (the board has 81 points): it resigns on its third losing move in a row, not before.
boardsize 9
clear_board
komi 150
11 genmove b
#? [!resign]
genmove w
12 genmove b
#? [!resign]
genmove w
13 genmove b
#? [resign]
