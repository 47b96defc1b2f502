# ko.tst: the ko rule as every GTP engine applies it (plain `play`, `is_legal`, `captures`):
# the stone that just captured a single stone in a ko cannot be taken back at once, the ban
# lifts after a move elsewhere by each side, and a capture of two stones is no ko. Every shape
# comes in four orientations, with the colours swapped in two of them.

# A ko in the centre (as drawn).
boardsize 9
clear_board
play b E6
play b D5
play b E4
play w F6
play w E5
play w G5
play w F4
play b F5
1 captures b
#? [1]
# White may not take back at E5 at once.
2 is_legal w E5
#? [0]
play w J9
play b J8
# After a move elsewhere by each side the ban is lifted.
3 is_legal w E5
#? [1]

# A ko in the centre (mirrored left-right, colours swapped).
boardsize 9
clear_board
play b D6
play b E5
play b C5
play b D4
play w E6
play w F5
play w E4
play w D5
4 captures w
#? [1]
# Black may not take back at E5 at once.
5 is_legal b E5
#? [0]
play b A9
play w A8
# After a move elsewhere by each side the ban is lifted.
6 is_legal b E5
#? [1]

# A ko in the centre (mirrored top-bottom, colours swapped).
boardsize 9
clear_board
play b F4
play b E5
play b G5
play b F6
play w E4
play w D5
play w E6
play w F5
7 captures w
#? [1]
# Black may not take back at E5 at once.
8 is_legal b E5
#? [0]
play b J1
play w J2
# After a move elsewhere by each side the ban is lifted.
9 is_legal b E5
#? [1]

# A ko in the centre (rotated half a turn).
boardsize 9
clear_board
play b E4
play b F5
play b E6
play w D4
play w E5
play w C5
play w D6
play b D5
10 captures b
#? [1]
# White may not take back at E5 at once.
11 is_legal w E5
#? [0]
play w A1
play b A2
# After a move elsewhere by each side the ban is lifted.
12 is_legal w E5
#? [1]

# A ko on the first line (as drawn).
boardsize 9
clear_board
play b D1
play b E2
play w E1
play w F2
play w G1
play b F1
13 captures b
#? [1]
# White may not take back at E1 at once.
14 is_legal w E1
#? [0]
play w J9
play b J8
# After a move elsewhere by each side the ban is lifted.
15 is_legal w E1
#? [1]

# A ko on the first line (mirrored left-right, colours swapped).
boardsize 9
clear_board
play b E1
play b D2
play b C1
play w F1
play w E2
play w D1
16 captures w
#? [1]
# Black may not take back at E1 at once.
17 is_legal b E1
#? [0]
play b A9
play w A8
# After a move elsewhere by each side the ban is lifted.
18 is_legal b E1
#? [1]

# A ko on the first line (mirrored top-bottom, colours swapped).
boardsize 9
clear_board
play b E9
play b F8
play b G9
play w D9
play w E8
play w F9
19 captures w
#? [1]
# Black may not take back at E9 at once.
20 is_legal b E9
#? [0]
play b J1
play w J2
# After a move elsewhere by each side the ban is lifted.
21 is_legal b E9
#? [1]

# A ko on the first line (rotated half a turn).
boardsize 9
clear_board
play b F9
play b E8
play w E9
play w D8
play w C9
play b D9
22 captures b
#? [1]
# White may not take back at E9 at once.
23 is_legal w E9
#? [0]
play w A1
play b A2
# After a move elsewhere by each side the ban is lifted.
24 is_legal w E9
#? [1]

# A ko in the corner (as drawn).
boardsize 9
clear_board
play b A2
play w A1
play w C1
play w B2
play b B1
25 captures b
#? [1]
# White may not take back at A1 at once.
26 is_legal w A1
#? [0]
play w J9
play b J8
# After a move elsewhere by each side the ban is lifted.
27 is_legal w A1
#? [1]

# A ko in the corner (mirrored left-right, colours swapped).
boardsize 9
clear_board
play b J1
play b G1
play b H2
play w J2
play w H1
28 captures w
#? [1]
# Black may not take back at J1 at once.
29 is_legal b J1
#? [0]
play b A9
play w A8
# After a move elsewhere by each side the ban is lifted.
30 is_legal b J1
#? [1]

# A ko in the corner (mirrored top-bottom, colours swapped).
boardsize 9
clear_board
play b A9
play b C9
play b B8
play w A8
play w B9
31 captures w
#? [1]
# Black may not take back at A9 at once.
32 is_legal b A9
#? [0]
play b J1
play w J2
# After a move elsewhere by each side the ban is lifted.
33 is_legal b A9
#? [1]

# A ko in the corner (rotated half a turn).
boardsize 9
clear_board
play b J8
play w J9
play w G9
play w H8
play b H9
34 captures b
#? [1]
# White may not take back at J9 at once.
35 is_legal w J9
#? [0]
play w A1
play b A2
# After a move elsewhere by each side the ban is lifted.
36 is_legal w J9
#? [1]

# A capture of two stones, which is no ko (as drawn).
boardsize 9
clear_board
play b D5
play b D6
play b F5
play b F6
play b E7
play w E5
play w E6
play w D4
play w F4
play w E3
play b E4
37 captures b
#? [2]
# Taking back one stone at E5 at once is legal.
38 is_legal w E5
#? [1]
play w E5
39 captures w
#? [1]

# A capture of two stones, which is no ko (mirrored left-right, colours swapped).
boardsize 9
clear_board
play b E5
play b E6
play b F4
play b D4
play b E3
play w F5
play w F6
play w D5
play w D6
play w E7
play w E4
40 captures w
#? [2]
# Taking back one stone at E5 at once is legal.
41 is_legal b E5
#? [1]
play b E5
42 captures b
#? [1]

# A capture of two stones, which is no ko (mirrored top-bottom, colours swapped).
boardsize 9
clear_board
play b E5
play b E4
play b D6
play b F6
play b E7
play w D5
play w D4
play w F5
play w F4
play w E3
play w E6
43 captures w
#? [2]
# Taking back one stone at E5 at once is legal.
44 is_legal b E5
#? [1]
play b E5
45 captures b
#? [1]

# A capture of two stones, which is no ko (rotated half a turn).
boardsize 9
clear_board
play b F5
play b F4
play b D5
play b D4
play b E3
play w E5
play w E4
play w F6
play w D6
play w E7
play b E6
46 captures b
#? [2]
# Taking back one stone at E5 at once is legal.
47 is_legal w E5
#? [1]
play w E5
48 captures w
#? [1]
