# extensions.tst: other engines' extensions that clients look for, with those engines' answers:
# GNU Go's get_komi, last_move, clear_cache, cputime, trymove, popgo and empty-point statuses, KGS's
# kgs-game_over, KataGo's time settings and Sabaki's analyze/genmove_analyze names.

boardsize 9
clear_board
komi 6.5
# get_komi answers the komi in force.
1 get_komi
#? [6\.5]
komi -3
2 get_komi
#? [-3]

# last_move names the colour and the vertex of the last move, pass included.
play b E5
3 last_move
#? [black E5]
play w pass
4 last_move
#? [white pass]
undo
5 last_move
#? [black E5]

# cputime is the process's processor time in seconds, with three decimals.
6 cputime
#? [\d+\.\d\d\d]

# clear_cache forgets the tree and the scoring; the game stays.
7 clear_cache
#? []
8 list_stones black
#? [E5]

# kgs-game_over is acknowledged and keeps the position (KGS may resume with genmove).
9 kgs-game_over
#? []
10 list_stones black
#? [E5]

# kata-list_time_settings lists what kata-time_settings accepts; gtp2ogs looks for
# fischer-capped and sends it before every move, so it must work mid-game.
11 kata-list_time_settings
#? [none absolute byoyomi canadian fischer fischer-capped]
12 kata-time_settings none
#? []
13 kata-time_settings absolute 600.5
#? []
14 kata-time_settings byoyomi 600 30 5
#? []
15 kata-time_settings canadian 600 300 25
#? []
16 kata-time_settings fischer 300 10
#? []
17 kata-time_settings FISCHER-CAPPED 86400 3600 172800 -1
#? []
18 time_left black 86400 0
#? []
# Back to no time limit for the tests below.
kata-time_settings none

# final_status_list lists GNU Go's empty-point statuses on one line, top row first: Black
# walls off columns A-C with D, White columns F-J with E; nothing is dame.
boardsize 9
clear_board
komi 0
gogui-play_sequence b D1 w E1 b D2 w E2 b D3 w E3 b D4 w E4 b D5 w E5 b D6 w E6 b D7 w E7 b D8 w E8 b D9 w E9
20 final_status_list black_territory
#? [A9 B9 C9 A8 B8 C8 A7 B7 C7 A6 B6 C6 A5 B5 C5 A4 B4 C4 A3 B3 C3 A2 B2 C2 A1 B1 C1]
21 final_status_list white_territory
#? [F9 G9 H9 J9 F8 .* J1]
22 final_status_list dame
#? []
# A column between the walls is dame.
boardsize 5
clear_board
gogui-play_sequence b B1 w D1 b B2 w D2 b B3 w D3 b B4 w D4 b B5 w D5
23 final_status_list dame
#? [C5 C4 C3 C2 C1]

# analyze and genmove_analyze (the names Sabaki tries first) write KataGo's lines, every
# number with a decimal point; genmove_analyze ends with the move played.
boardsize 9
clear_board
24 genmove_analyze b 1
#? [(info move \w+ visits \d+ winrate [01]\.\d+ [^\n]*\n)+play \w+]

# KataGo's avoid/allow (Lizzie, KaTrain): with only A1 and J9 allowed, White plays one of them.
# (Refused arguments are checked in tests/analysis.rs: a `?` answer always fails here.)
25 kata-genmove_analyze w 1 allow w A1,J9 1
#? [(info move (A1|J9) [^\n]*\n)*play (A1|J9)]
26 list_stones white
#? [A1|J9]

# GNU Go's trymove plays a move, as its reading suites use it, and popgo takes the last one
# back (a popgo with no trymove left is refused: tests/extensions.rs).
boardsize 9
clear_board
27 trymove b C3
#? []
28 trymove W D4
#? []
29 attack D4
#? [0]
30 list_stones white
#? [D4]
31 popgo
#? []
32 list_stones white
#? []
33 popgo
#? []
34 list_stones black
#? []
