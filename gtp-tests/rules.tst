# rules.tst: ko, superko and suicide differ between the presets, chosen with kata-set-rules
# and kgs-rules. Legality is asked with is_legal (1 legal, 0 not).

# --- Simple ko: the immediate recapture is illegal under every ruleset. ---
boardsize 5
kata-set-rules japanese
clear_board
gogui-play_sequence b A1 w C2 b B2 w D1 b pass w B1 b E5 w pass b C1
# Black took the ko at C1; White may not retake at B1 at once.
1 is_legal w B1
#? [0]
# After an exchange elsewhere the retake is legal again.
gogui-play_sequence w E3 b E2
2 is_legal w B1
#? [1]

# --- Sending two, returning one: positional superko forbids the return, situational does not. ---
kata-set-rules chinese
clear_board
gogui-play_sequence b B1 w A2 b C2 w B2 b D1 w E5 b A1 w C1
# Chinese (positional superko): retaking at B1 recreates the position of four moves ago.
10 is_legal b B1
#? [0]
kata-set-rules aga
# AGA (situational superko): that position had Black to move, now White is to move.
11 is_legal b B1
#? [1]
kgs-rules japanese
# Japanese (simple ko): nothing forbids it.
12 is_legal b B1
#? [1]
kgs-rules new_zealand
13 is_legal b B1
#? [1]
kata-set-rules tromp-taylor
14 is_legal b B1
#? [0]
kata-set-rules GOE
15 is_legal b B1
#? [0]

# --- Situational superko forbids the same position with the same side to move. ---
kata-set-rules aga
play b B1
play w pass
# Black's throw-in at A1 would repeat the position after Black's first A1, White to move.
20 is_legal b A1
#? [0]
kata-set-rules japanese
21 is_legal b A1
#? [1]

# --- Triple ko: the cycle's sixth move is legal only under simple ko. ---
boardsize 19
kata-set-rules japanese
clear_board
gogui-play_sequence b A1 w C2 b B2 w D1 b G1 w B1 b H2 w J2 b N1 w K1 b O2 w H1 b P1 w P2 w Q1
gogui-play_sequence b C1 w O1 b J1 w B1 b P1
30 is_legal w H1
#? [1]
kata-set-rules chinese
31 is_legal w H1
#? [0]
kata-set-rules aga
32 is_legal w H1
#? [0]

# --- Suicide: single-stone suicide is illegal everywhere. ---
boardsize 5
clear_board
gogui-play_sequence b B5 w pass b A4
kata-set-rules tromp-taylor
40 is_legal w A5
#? [0]
kata-set-rules japanese
41 is_legal w A5
#? [0]

# --- Multi-stone suicide: legal under Ing, New Zealand and Tromp-Taylor only. ---
clear_board
gogui-play_sequence b B5 w C5 b A4 w C4 b B4 w A3 b pass w B3
kata-set-rules japanese
50 is_legal b A5
#? [0]
kata-set-rules chinese
51 is_legal b A5
#? [0]
kata-set-rules aga
52 is_legal b A5
#? [0]
kata-set-rules korean
53 is_legal b A5
#? [0]
kata-set-rules ing
54 is_legal b A5
#? [1]
kata-set-rules nz
55 is_legal b A5
#? [1]
kata-set-rules tromp-taylor
56 is_legal b A5
#? [1]
# Playing it removes Black's four stones: White holds four prisoners.
57 play b A5
#? []
58 captures white
#? [4]
59 list_stones black
#? []

# --- kata-get-rules reports the rules in force (KataGo's keys). ---
kata-set-rules new_zealand
60 kata-get-rules
#? [.*"ko":"SITUATIONAL".*"suicide":true.*]
kgs-rules japanese
61 kata-get-rules
#? [.*"scoring":"TERRITORY".*"tax":"SEKI".*]
kata-set-rules aga
62 kata-get-rules
#? [.*"passStones":true.*"whiteHandicapBonus":"N-1".*"whitePassesLast":true.*]
# friendlyPassOk, as KataGo sets it: passing with dead stones on the board is fine under area
# rules that remove them, not under territory rules or Tromp-Taylor.
63 kata-get-rules
#? [\{"friendlyPassOk":true,.*]
kata-set-rules tromp-taylor
64 kata-get-rules
#? [\{"friendlyPassOk":false,.*]
kgs-rules japanese
65 kata-get-rules
#? [\{"friendlyPassOk":false,.*]
kata-set-rules aga

# --- Changing rules never touches komi. ---
komi 0.5
boardsize 5
clear_board
kata-set-rules ing
gogui-play_sequence b C1 w D1 b C2 w D2 b C3 w D3 b C4 w D4 b C5 w D5
70 final_score
#? [B\+4\.5]
