# handicap.tst: fixed_handicap places stones on the GTP spec's points (section 4.1.1); the
# stones are listed with list_stones in board order (top row first).

boardsize 19
clear_board
# 19x19, two stones: D4 and Q16.
1 fixed_handicap 2
#? [D4 Q16|Q16 D4]
2 list_stones black
#? [Q16 D4]
clear_board
# 19x19, three stones add D16 (not Q4).
3 fixed_handicap 3
4 list_stones black
#? [D16 Q16 D4]
clear_board
5 fixed_handicap 5
6 list_stones black
#? [D16 Q16 K10 D4 Q4]
clear_board
7 fixed_handicap 6
8 list_stones black
#? [D16 Q16 D10 Q10 D4 Q4]
clear_board
9 fixed_handicap 7
10 list_stones black
#? [D16 Q16 D10 K10 Q10 D4 Q4]
clear_board
11 fixed_handicap 8
12 list_stones black
#? [D16 K16 Q16 D10 Q10 D4 K4 Q4]
clear_board
13 fixed_handicap 9
14 list_stones black
#? [D16 K16 Q16 D10 K10 Q10 D4 K4 Q4]
# Handicap hands the move to White.
15 genmove w
#? [[A-HJ-T][0-9]+|pass]

# 13x13 uses the 4th line.
boardsize 13
clear_board
20 fixed_handicap 9
21 list_stones black
#? [D10 G10 K10 D7 G7 K7 D4 G4 K4]

# 9x9 uses the 3rd line.
boardsize 9
clear_board
30 fixed_handicap 4
31 list_stones black
#? [C7 G7 C3 G3]
clear_board
32 fixed_handicap 9
33 list_stones black
#? [C7 E7 G7 C5 E5 G5 C3 E3 G3]

# Even sizes allow corners only: 4 stones on 10x10, 3rd line.
boardsize 10
clear_board
40 fixed_handicap 4
41 list_stones black
#? [C8 H8 C3 H3]

# 12x12 is on the 3rd line, as GoGui, KataGo and gomill place it.
boardsize 12
clear_board
42 fixed_handicap 2
43 list_stones black
#? [K10 C3]

# Handicap placement is not undoable: list_stones still shows it after moves are undone.
boardsize 9
clear_board
fixed_handicap 2
play w E5
undo
50 list_stones black
#? [G7 C3]

# set_free_handicap takes any distinct points.
clear_board
60 set_free_handicap A1 J9 E5
#? []
61 list_stones black
#? [J9 E5 A1]

# place_free_handicap chooses the points itself, the fixed ones where they exist.
boardsize 19
clear_board
70 place_free_handicap 4
#? [(\S+ ){3}\S+]
71 list_stones black
#? [D16 Q16 D4 Q4]
clear_board
72 place_free_handicap 12
#? [(\S+ ){11}\S+]
