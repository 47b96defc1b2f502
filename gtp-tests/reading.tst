# reading.tst: GNU Go's reading commands on positions built here. attack and defend answer a
# result code and, when it succeeds, the move (1 D3), else 0; unconditional_status tells
# stones alive or dead whatever the owner does, and their territory.
# Positions are played in with play, so GNU Go runs the same file (and agrees).

# A ladder: Black C3 is in atari. White captures at once; Black cannot save it, as running at
# D3 is caught by a ladder towards the upper right (tengen's local search, which defend asks
# when the reader finds no defense, loses the stone too).
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

# Beyond Benson's regions (GNU Go's algorithm, its answers checked with GNU Go 3.8): the same
# kind of wall with three one-point eyes also encloses a 2x2 corner and a 2x3 area on the
# right, whose inner points (A1, E2) touch no black stone. White can play anywhere in them
# and still never capture, and every white chain there ends in atari: both areas are Black's
# territory and the white stone at E1 is dead.
clear_board
play B B5
play B D5
play B A4
play B B4
play B C4
play B D4
play B E4
play B A3
play B B3
play B C3
play B C2
play B C1
play W E1
15 unconditional_status A1
#? [black_territory]
16 unconditional_status B2
#? [black_territory]
17 unconditional_status E2
#? [black_territory]
18 unconditional_status E1
#? [dead]
19 unconditional_status C3
#? [alive]

# connect and disconnect: can two black strings be joined with Black to move, cut with White
# to move? Two stones a space apart on the third line share one liberty: Black joins there.
# Two stones diagonal to each other share two: White cannot cut them, and Black keeps them
# together at either. One string is joined already: `1 PASS`. (GNU Go 3.8 gives the same
# answers.)
boardsize 9
clear_board
play B C3
play B E3
89 connect C3 E3
#? [1 D3]
play B C5
play B D6
32 disconnect C5 D6
#? [0]
33 connect C5 D6
#? [1 (D5|C6)]
play B G7
play B G8
34 connect G7 G8
#? [1 PASS]
35 disconnect G7 G8
#? [0]
# White's cut at D3 fails: Black's stones connect below it (GNU Go answers the same).
90 disconnect C3 E3
#? [0]

# Dragons: strings joined by links the opponent cannot cut. The diagonal C5 D6 shares two
# liberties; White's cut at D3 between C3 and E3 would be caught (D4, then the stones around);
# White's G7 G8 is one string. `dragon_stones` lists a dragon's stones top row first, and
# every dragon (of a colour) one per line without a vertex (GNU Go 3.8 ends each line with a
# space); `dragon_status` without a vertex gives every dragon's, named by its first stone.
clear_board
play B C3
play B E3
play B C5
play B D6
play W G7
play W G8
80 same_dragon C5 D6
#? [1]
81 same_dragon C3 E3
#? [1]
82 same_dragon G7 G8
#? [1]
83 same_dragon C3 G7
#? [0]
84 dragon_stones C5
#? [D6 C5 C3 E3]
85 dragon_stones
#? [G8 G7 ?\nD6 C5 C3 E3]
86 dragon_status G7
#? [alive]
87 dragon_stones black
#? [D6 C5 C3 E3]
88 dragon_status
#? [G8: alive\nD6: alive]

# analyze_semeai V1 V2: the capturing race between two groups of opposite colours, V1's owner
# moving first: `1 1 MOVE` when V1 lives and V2 dies, `1 0 MOVE` when V1 lives (seki, or both
# live), `0 0 PASS` when V1 dies. Black's three stones in the corner have one liberty (A1)
# that they cannot fill: White wins whoever moves. Then White's two stones B1 C1 have one
# liberty (A1) that they cannot fill: Black wins. In both, the winner needs no move; GNU Go
# 3.8 answers the same codes with the capture at A1.
boardsize 9
clear_board
play W A3
play W B3
play W C3
play W C2
play W C1
play B A2
play B B2
play B B1
50 analyze_semeai B2 C2
#? [0 0 PASS]
51 analyze_semeai C2 B2
#? [1 1 (PASS|A1)]
clear_board
play B A2
play B B2
play B C2
play B D2
play B D1
play W B1
play W C1
52 analyze_semeai B2 B1
#? [1 1 (PASS|A1)]
53 analyze_semeai B1 B2
#? [0 0 PASS]

# owl_attack and owl_defend: GNU Go's life-and-death reading of a whole group, on the hand-built
# eye-space problems of life-death.tst (each with a unique vital point, named in that file).
# The attacker kills and the defender lives at the same point; the answer is the code and the
# move, `1 PASS` from owl_defend when the group needs no move.
loadsgf life-death/straight-three-corner-kill.sgf
20 owl_attack B2
#? [1 B1]
21 owl_defend B2
#? [1 B1]
loadsgf life-death/bent-three-corner-flipped-kill.sgf
22 owl_attack G9
#? [1 J9]
23 owl_defend G9
#? [1 J9]
loadsgf life-death/bulky-five-corner-live.sgf
24 owl_attack B3
#? [1 B1]
25 owl_defend B3
#? [1 B1]
loadsgf life-death/pyramid-four-side-kill.sgf
26 owl_attack D3
#? [1 D1]
27 owl_defend D3
#? [1 D1]
# With the areas left open (invasions tempting to playouts), the reading stays in the
# group's enclosed region.
loadsgf life-death/open-pyramid-four-side-flipped-live.sgf
28 owl_attack D9
#? [1 F9]
29 owl_defend D9
#? [1 F9]
# Once the defender has taken the vital point, the group has two eyes: no kill, and
# owl_defend needs no move.
loadsgf life-death/straight-three-corner-kill.sgf
play W B1
30 owl_attack B2
#? [0]
31 owl_defend B2
#? [1 PASS]
# In open ground the owl readings look at the points next to the group's stones: a lone stone
# on an open board gets out (no kill, so no move needed: tengen passes, GNU Go 3.8 names E7),
# and a stone in atari at the edge, extending into Black's stones, is taken.
boardsize 9
clear_board
play W E5
play B C3
play B G7
36 owl_attack E5
#? [0]
37 owl_defend E5
#? [1 (PASS|E7)]
clear_board
play W A5
play B A4
play B A6
play B B6
play B B4
38 owl_attack A5
#? [1 B5]
39 owl_defend A5
#? [0]

# A reading undecided in its budget is settled by a local search from the position: White D5
# and E4 inside Black's closed 4×4 box (C3 to F6) are too many points for the reader, too few
# for White to live in. Black kills (GNU Go 3.8: `1 PASS`, no move needed), White cannot save.
boardsize 9
clear_board
play B B2
play B C2
play B D2
play B E2
play B F2
play B G2
play B B3
play B B4
play B B5
play B B6
play B B7
play B C7
play B D7
play B E7
play B F7
play B G7
play B G3
play B G4
play B G5
play B G6
play W D5
play W E4
63 owl_attack D5
#? [1 (PASS|[C-F][3-6])]
64 owl_defend D5
#? [0]

# White's group B9-F8 has one eye, C9; its second would come from capturing Black's A8 (in
# atari) at A9. Black kills by capturing White's A7 at A6, a stone outside the group's region,
# which saves A8 (GNU Go 3.8: the same). With White to move the group dies all the same (GNU
# Go 3.8: `0`): after A9 takes A8, Black's A6 makes A8 a ko that can never become an eye.
# Barred from taking it back at once, Black waits a move, and White must fill it.
boardsize 9
clear_board
play W B9
play W D9
play B E9
play B F9
play B G9
play B H9
play B J9
play B A8
play W B8
play W C8
play W D8
play B E8
play W F8
play B G8
play B H8
play W A7
play B B7
play W C7
play W D7
play W E7
play W F7
play B G7
play B H7
play B B6
play B C6
play B D6
play B E6
play B F6
play B G6
play B H6
play B J6
65 owl_attack B9
#? [1 A6]
66 owl_defend B9
#? [0]

# Kos: result code 2 when the reading succeeds by taking a ko first (the other side could
# take it back only with a ko threat), 3 when it succeeds only with a ko threat. White B2 is
# in atari; Black takes it at C2, a ko capture White could take back. White saves it by
# connecting at C2 or by capturing Black B1 (in atari) at A1.
boardsize 5
clear_board
play B B3
play B A2
play B B1
play W C3
play W D2
play W C1
play W B2
40 attack B2
#? [2 C2]
41 defend B2
#? [1 (C2|A1)]
# After Black's capture White may not take back at once: Black's C2 can be taken only after
# a ko threat, and Black saves it by filling the ko at B2 or by capturing White C1 at D1.
play B C2
42 attack C2
#? [3 B2]
43 defend C2
#? [1 (B2|D1)]

# Positions from one of tengen's 19×19 self-play games (GNU Go 3.8 gives the same answers).
# After move 70, White's seven stones P15-S13 (liberties R12, S12, T13) die to R12, which also
# gives Black's own P13 Q13 Q12 (liberties R12 and Q11) room: the reader must read Black's
# short string next to the target, not only the target's liberties.
loadsgf reading/self-play-19.sgf 70
60 attack P15
#? [1 R12]
# After move 220, White P7 P6 (liberties O6 and P5) cannot be saved: each extension is met
# at the other liberty.
loadsgf reading/self-play-19.sgf 220
61 defend P7
#? [0]
62 attack P7
#? [1 (P5|O6)]

# A snapback: Black C1 is in atari, but White D1 taking it leaves White's eight stones A3-D1
# in atari on C1, where Black takes them back. White first takes A2 B2 at A1 (GNU Go's
# reading.tst 234).
clear_board
play B A4
play B B4
play B C4
play B D4
play B D3
play B E3
play B F3
play B A2
play B B2
play B F2
play B C1
play B F1
play W A3
play W B3
play W C3
play W C2
play W D2
play W E2
play W B1
play W E1
67 attack C1
#? [1 A1]
# A string that cannot be captured needs no move: with five liberties or more GNU Go says
# 1 PASS; with fewer it names a move that keeps it safe.
clear_board
play B C5
play B D5
play W C6
68 defend C5
#? [1 PASS]
clear_board
play B E5
play W E6
69 defend E5
#? [1 (E4|D5|F5)]

# A defense may leave the string in atari when the capture is then a ko. White J9 takes Black
# J8 as a ko (code 2); White F9 first would make it a clean capture of J8, G9 and H9. Black
# defends at F9 itself with a ko threat in hand (code 3). (After White F9, Black E9 captures
# it and leaves J8 in atari, White's J9 again only a ko: tengen's unit tests check that line,
# where GNU Go 3.8 answers 0.)
boardsize 9
clear_board
play B B9
play B D9
play B G9
play B H9
play B A8
play B B8
play B C8
play B D8
play B E8
play B F8
play W G8
play W H8
play B J8
play W E7
play W F7
play W G7
play W H7
play W J7
play B G6
play W H6
play W J6
play W G5
play B H5
play W J5
play B F4
play W G4
play B H4
play B J4
play W E3
play W F3
play B G3
play B J3
play W A2
play W B2
play W C2
play W D2
play W E2
play B F2
play W H2
play B J2
play W C1
play W E1
play B F1
play B G1
play B H1
play B J1
70 attack J8
#? [2 J9]
71 defend J8
#? [3 F9]

# A string with two eyes need not answer a quiet move. Black's B4 string has the eyes A2 and
# B1; White E2 would save White's D1 string and threaten nothing, so B4 cannot be captured
# (GNU Go 3.8: the same), and any move defends it.
boardsize 9
clear_board
play W A5
play W B5
play W C5
play W A4
play B B4
play W C4
play W D4
play W E4
play B A3
play B B3
play B C3
play B D3
play W E3
play B B2
play B C2
play W D2
play W F2
play B A1
play B C1
play W D1
play W E1
72 attack B4
#? [0]

# A string shut in with its liberties: Black's B4 string has four, A1 A2 B1 in a bent three
# and D1 next to White's D2, and no way out. Too many moves for the capture reader, it is a
# life-and-death question: White's A1, the bent three's vital point, kills it, and Black's A1
# makes two eyes (GNU Go 3.8: the same).
boardsize 9
clear_board
play W A5
play W B5
play W A4
play B B4
play W C4
play W D4
play W E4
play B A3
play B B3
play B C3
play B D3
play W E3
play B B2
play B C2
play W D2
play W F2
play W G2
play B C1
play W E1
73 attack B4
#? [1 A1]
74 defend B4
#? [1 A1]

# A defense checked against the life reader: Black's A3 string is shut in with its liberties
# A4 A1 B1. Black's C5, a liberty of White's B5 string, answers the capture reader, but
# after it White's A5 kills the corner through a ko; Black's A5 makes it live (GNU Go 3.8:
# the same answers; the position is built like GNU Go's reading.tst 36).
boardsize 9
clear_board
play W B8
play W C8
play W D8
play B E8
play B F8
play B G8
play B H8
play B J8
play W B7
play B C7
play W D7
play B E7
play B G7
play W H7
play W J7
play W A6
play B B6
play B C6
play B D6
play B F6
play W G6
play W J6
play W B5
play B E5
play W F5
play W G5
play W B4
play W C4
play B D4
play B E4
play B F4
play W G4
play W H4
play B A3
play W B3
play B C3
play W D3
play B E3
play B F3
play B G3
play B H3
play B J3
play B A2
play B B2
play B C2
play W D2
play W E2
play B F2
play W G2
play W H2
play W C1
play W E1
play W F1
play W H1
75 defend A3
#? [1 A5]
play B C5
76 attack A3
#? [3 A5]

# A race the first group wins whatever the liberties: White's A12 group has two eyes and
# cannot be killed; Black's A16 group, wrapped round it, has no eye and cannot make one even
# moving first. White lives and Black dies; any liberty of Black's away from White's group
# fills (GNU Go 3.8: 1 1 A17; the position is built like GNU Go's semeai.tst 44).
boardsize 19
clear_board
play W A18
play W B18
play W C18
play W C17
play W D17
play W E17
play B A16
play B B16
play W E16
play W F16
play B B15
play B C15
play B D15
play W F15
play B A14
play W B14
play B D14
play W F14
play W G14
play W B13
play B D13
play B E13
play W G13
play W A12
play W B12
play W C12
play B E12
play W G12
play W C11
play B E11
play W G11
play W H11
play W A10
play W B10
play W C10
play B E10
play W G10
play W C9
play B E9
play W G9
play W H9
play B A8
play B B8
play B C8
play B D8
play B E8
play W G8
play W A7
play W B7
play W C7
play B D7
play W E7
play W F7
play W G7
play W C6
play W D6
play W G6
77 analyze_semeai A12 A16
#? [1 1 (A17|B17|C16|D16|E15|E14|F13|F12|F11|F10|F9|F8|B9|A9)]

# A race the owl reading settles: Black's N19 group and White's O19 group inside it. The race
# readings do not save Black and a local search finds it dead, but the life reader saves
# Black by T17, after which White's group cannot be saved (GNU Go 3.8: 1 1 T17; the position
# is built like GNU Go's semeai.tst 21).
boardsize 19
clear_board
play B N19
play B S19
play B M18
play B N18
play B T18
play B M17
play B O17
play B P17
play B Q17
play B R17
play B S17
play B M16
play B M15
play B L14
play B L13
play B M13
play B N13
play B O13
play B P13
play B Q13
play B R13
play B S13
play B T13
play W K19
play W O19
play W Q19
play W K18
play W O18
play W P18
play W Q18
play W R18
play W S18
play W K17
play W N17
play W K16
play W N16
play W K15
play W L15
play W N15
play W M14
play W N14
play W O14
play W P14
play W Q14
play W R14
play W S14
play W T14
78 analyze_semeai N19 O19
#? [1 1 (T17|T19)]

# A race a local search judges, named by the life reader's kill: Black's N18 group and
# White's Q18 group on the upper edge. The readings leave it to a local search, whose most
# visited move is T18; the life reader kills White's group at S18, and Black's lives (GNU Go
# 3.8: 1 1 S18; the position is built like GNU Go's semeai.tst 34).
boardsize 19
clear_board
play B G18
play B N18
play B O18
play B P18
play B G17
play B J17
play B P17
play B Q17
play B A16
play B B16
play B D16
play B E16
play B F16
play B H16
play B K16
play B Q16
play B R16
play B S16
play B T16
play B C15
play B H15
play B K15
play B O15
play B A14
play B B14
play B C14
play B J14
play B K14
play B L14
play B O14
play B P14
play B R14
play B S14
play B T14
play B A13
play B L13
play B O13
play B Q13
play B A12
play B B12
play B C12
play B E12
play B F12
play B P12
play B A11
play B D11
play B F11
play B N11
play B D10
play B H10
play B K10
play B Q10
play B C9
play B C8
play B C7
play B G7
play B L7
play B O7
play B R7
play B D6
play B F6
play B G6
play B B5
play B D5
play B B4
play B C4
play B D4
play B H4
play B K4
play B N4
play B Q4
play W J18
play W K18
play W M18
play W Q18
play W R18
play W B17
play W C17
play W D17
play W E17
play W F17
play W M17
play W N17
play W O17
play W S17
play W C16
play W G16
play W O16
play W P16
play W D15
play W E15
play W G15
play W L15
play W M15
play W P15
play W Q15
play W R15
play W S15
play W T15
play W D14
play W M14
play W Q14
play W B13
play W C13
play W D13
play W K13
play W D12
play W H12
play W K12
play W L12
play W M12
play W B11
play W C11
play W E11
play W G11
play W E10
play W F10
play W G10
play W D8
play W F8
play W D7
play W B6
play W C6
play W E6
play W C5
79 analyze_semeai N18 Q18
#? [1 1 S18]

# A race's move touches the race: White's S8 group and Black's R8 group on the right side.
# A local search judges it; its most visited move, T9, is a liberty of neither group nor of
# a chain next to them, and the race's move is the most visited that is, S9 (GNU Go 3.8:
# 1 1 S9; the position is built like GNU Go's semeai.tst 25).
boardsize 19
clear_board
play B E18
play B G18
play B M18
play B R18
play B C17
play B D17
play B H17
play B J17
play B L17
play B N17
play B R17
play B A16
play B D16
play B O16
play B P16
play B Q16
play B S16
play B B15
play B D15
play B L15
play B A14
play B C14
play B E14
play B F14
play B G14
play B H14
play B N14
play B B13
play B C13
play B G13
play B N13
play B H12
play B J12
play B M12
play B O12
play B G11
play B H11
play B K11
play B L11
play B N11
play B R11
play B H10
play B J10
play B L10
play B N10
play B R10
play B B9
play B D9
play B E9
play B J9
play B K9
play B O9
play B R9
play B F8
play B G8
play B H8
play B O8
play B R8
play B C7
play B Q7
play B L6
play B N6
play B O6
play B Q6
play B T6
play B B5
play B K5
play B M5
play B Q5
play B D4
play B F4
play B K4
play B N4
play B Q4
play B R4
play B S4
play B C3
play B E3
play W N18
play W O18
play W S18
play W E17
play W P17
play W Q17
play W S17
play W B16
play W C16
play W E16
play W G16
play W H16
play W J16
play W K16
play W R16
play W C15
play W E15
play W Q15
play W R15
play W S15
play W D14
play W J14
play W K14
play W D13
play W H13
play W J13
play W M13
play W P13
play W R13
play W B12
play W C12
play W D12
play W F12
play W G12
play W K12
play W P12
play W E11
play W O11
play W P11
play W E10
play W F10
play W O10
play W Q10
play W G9
play W H9
play W L9
play W M9
play W N9
play W Q9
play W J8
play W K8
play W M8
play W Q8
play W S8
play W H7
play W L7
play W M7
play W R7
play W S7
play W D6
play W G6
play W J6
play W R6
play W E5
play W F5
play W R5
play W E4
play W H4
play W M4
play W O4
play W P4
play W F3
play W G3
play W M3
play W N3
play W Q3
play W R3
play W S3
80 analyze_semeai S8 R8
#? [1 1 S9]

# A race a local search judges, the second group's death read by the life reader: White's B9
# group and Black's B8 group in the lower left. The local search finds White living by B1
# but leaves Black's group alive; after B1 the life reader cannot save it (GNU Go 3.8:
# 1 1 B1; the position is built like GNU Go's semeai.tst 38).
boardsize 19
clear_board
play B E18
play B F18
play B L18
play B E17
play B J17
play B K17
play B D16
play B F16
play B K16
play B F15
play B G15
play B K15
play B L15
play B M15
play B C14
play B F14
play B K14
play B G13
play B L13
play B P13
play B B12
play B D12
play B E12
play B G12
play B H12
play B J12
play B K12
play B L12
play B M12
play B N12
play B P12
play B S12
play B B11
play B C11
play B E11
play B O11
play B Q11
play B S11
play B D10
play B P10
play B Q10
play B S10
play B J9
play B K9
play B L9
play B M9
play B N9
play B O9
play B P9
play B R9
play B B8
play B J8
play B R8
play B B7
play B C7
play B D7
play B F7
play B H7
play B J7
play B N7
play B A6
play B C6
play B E6
play B F6
play B G6
play B J6
play B M6
play B N6
play B O6
play B C5
play B F5
play B J5
play B N5
play B R5
play B S5
play B B4
play B C4
play B D4
play B F4
play B G4
play B H4
play B K4
play B L4
play B M4
play B Q4
play B A3
play B B3
play B G3
play B K3
play B A2
play B H2
play B J2
play B K2
play W F19
play W H19
play W K19
play W G18
play W J18
play W K18
play W F17
play W G17
play W H17
play W G16
play W H16
play W J16
play W M16
play W H15
play W G14
play W H14
play W J14
play W L14
play W M14
play W N14
play W O14
play W P14
play W Q14
play W R14
play W H13
play W K13
play W N13
play W O13
play W Q13
play W S13
play W C12
play W Q12
play W R12
play W R11
play W C10
play W E10
play W F10
play W G10
play W H10
play W J10
play W K10
play W L10
play W M10
play W N10
play W R10
play W B9
play W C9
play W E9
play W H9
play W S9
play W A8
play W C8
play W D8
play W E8
play W F8
play W G8
play W H8
play W K8
play W L8
play W M8
play W N8
play W O8
play W S8
play W E7
play W G7
play W K7
play W O7
play W Q7
play W R7
play W D6
play W K6
play W S6
play W A5
play W B5
play W D5
play W E5
play W H5
play W L5
play W M5
play W O5
play W P5
play W E4
play W N4
play W P4
play W C3
play W D3
play W E3
play W F3
play W J3
play W N3
play W O3
play W Q3
play W R3
play W B2
play W C2
play W F2
play W G2
play W L2
play W D1
play W E1
81 analyze_semeai B9 B8
#? [1 1 (PASS|B1|A9)]

# A race through a ko named by the kill that turns on it: Black's A4 group and White's E3
# group in the lower left. Black lives and White dies only if Black wins a ko that White
# takes first (3 3); the race reading names A2, the life reader kills White's group through
# the same ko at F1 (GNU Go 3.8: 3 3 F3; the position is built like GNU Go's semeai.tst
# 143).
boardsize 9
clear_board
play B A4
play B B4
play B D4
play B E4
play B F4
play B G4
play B H4
play B J4
play B A3
play B B3
play B D3
play B G3
play B B2
play B C2
play B F2
play B G2
play B B1
play B D1
play B G1
play W C9
play W H9
play W C8
play W C7
play W C6
play W A5
play W B5
play W C5
play W C4
play W C3
play W E3
play W D2
play W E2
play W A1
play W E1
82 analyze_semeai A4 E3
#? [3 3 (F1|F3)]

# A seki inside a wall: Black's C9 string and White's D9 string share their last two
# liberties, F7 and G9, and either side filling one puts its own string in atari; White
# cannot capture Black's string, moving first (GNU Go 3.8: 0; the position is built like
# GNU Go's reading.tst 178).
boardsize 9
clear_board
play B C9
play B H9
play B J9
play B C8
play B D8
play B G8
play B H8
play B D7
play B E7
play B G7
play B E6
play B F6
play B G6
play B A3
play B B3
play B C3
play B D3
play B E3
play B F3
play B G3
play B H3
play B J3
play W B9
play W D9
play W E9
play W F9
play W B8
play W E8
play W F8
play W J8
play W A7
play W B7
play W C7
play W H7
play W J7
play W B6
play W D6
play W H6
play W B5
play W C5
play W E5
play W F5
play W G5
play W H5
play W J5
play W B4
play W D4
play W F4
play W H4
83 attack C9
#? [0]
84 attack D9
#? [0]

# A nakade, not a seki: White's vital point J4 kills Black's H6 string in the lower right.
# White's stones there may end in atari, but Black's capture of three stones leaves one eye
# (GNU Go 3.8: 1 J4 for both; the position is built like GNU Go's reading.tst 195).
boardsize 9
clear_board
play B C6
play B D6
play B E6
play B F6
play B H6
play B J6
play B D5
play B G5
play B H5
play B D4
play B G4
play B D3
play B G3
play B H3
play B H2
play B J2
play B D1
play W C7
play W D7
play W E7
play W F7
play W G7
play W H7
play W J7
play W G6
play W F5
play W F4
play W F3
play W F2
play W G2
play W F1
play W G1
play W H1
85 attack H6
#? [1 J4]
86 defend H6
#? [1 J4]

# One ko decides both groups: White's E3 group and Black's J4 group in the lower right.
# Black has just taken the ko at G1, which White may not take back at once, so White
# passes; both groups' fates turn on that ko, and both answers carry the same code
# (GNU Go 3.8: 2 2 PASS, and 3 3 D3 with Black first; the position is built like GNU Go's
# semeai.tst 143 and 144, mirrored).
boardsize 9
clear_board
play B J4
play B H4
play B H3
play B H2
play B H1
play B G2
play B F4
play B F3
play B F1
play B E4
play B D4
play B C4
play B C3
play B C2
play B C1
play B B4
play B A4
play W J5
play W J2
play W H5
play W G9
play W G8
play W G7
play W G6
play W G5
play W G4
play W G3
play W F2
play W E3
play W E2
play W E1
play W J1
play B D2
play W G1
play B J3
play W J1
play B F1
87 analyze_semeai E3 J4
#? [2 2 PASS]
88 analyze_semeai J4 E3
#? [3 3 (D1|D3)]
