# reading.tst: GNU Go's reading commands on positions built here. attack and defend answer a
# result code and, when it succeeds, the move (1 D3), else 0; unconditional_status tells
# stones alive or dead whatever the owner does, and their territory.
# Positions are played in with play, so GNU Go runs the same file (and agrees).

# A ladder: Black C3 is in atari. White captures at once; Black cannot save it, as running at
# D3 is caught by a ladder towards the upper right.
boardsize 9
clear_board
play W C4
play W B3
play W C2
play W D2
play B C3
1 attack C3
#? [1 D3]
2 defend C3
#? [0]
# With a black stone on the ladder's path (G8) the ladder fails, but after D3 White still
# captures with the net at E4 and a long fight (GNU Go reads it out). tengen's reader stops
# reading strings of three liberties beyond four moves and answers 1 D3: a known failure.
play B G8
3 defend C3
#? [0]*
# White C4, which gives the atari, is in atari itself: Black saves C3 by capturing it at D4,
# and White saves C4 by capturing C3 first, at D3.
clear_board
play W C4
play W B3
play W C2
play W D2
play B C3
play B C5
play B B4
4 defend C4
#? [1 D3]
5 attack C4
#? [1 D4]
6 defend C3
#? [1 D4]
# A lone stone in the open has four liberties: it cannot be captured, and any move defends.
clear_board
play B E5
7 attack E5
#? [0]
8 defend E5
#? [1 \w+]

# unconditional_status: a black wall with two eyes (A5, C5) on 5x5 is alive whatever White
# plays; the eyes are Black's territory; the open area below, and a white stone in it, are
# undecided.
boardsize 5
clear_board
play B A4
play B B4
play B C4
play B D4
play B E4
play B B5
play B D5
play B E5
play W C2
10 unconditional_status A4
#? [alive]
11 unconditional_status A5
#? [black_territory]
12 unconditional_status C5
#? [black_territory]
13 unconditional_status C2
#? [undecided]
14 unconditional_status A1
#? [undecided]
