# engine.tst: tengen's own extensions and reports: showboard, time systems, statuses.

boardsize 5
clear_board
komi 6.5
gogui-play_sequence b C1 w D1 b C2 w D2 b C3 w D3 b C4 w D4 b C5 w D5
# showboard draws coordinates, stones, captures, komi, rules and the side to move.
1 showboard
#? [.*A B C D E.*X O.*captured 0.*komi 6\.5, rules chinese, black to move]

# final_status_list alive lists every chain, one per line (all stones alive for now).
3 final_status_list alive
#? [[^\n]*C1[^\n]*\n[^\n]*D1[^\n]*]
4 final_status_list seki
#? []

# final_score under Japanese rules counts territory plus prisoners: 10 - 5 - 6.5.
kgs-rules japanese
5 final_score
#? [W\+1\.5]

# kgs-time_settings accepts none, absolute, byoyomi and canadian.
10 kgs-time_settings none
#? []
11 kgs-time_settings absolute 600
#? []
12 kgs-time_settings byoyomi 600 30 5
#? []
13 kgs-time_settings canadian 600 300 25
#? []
14 time_left white 30 3
#? []

# place_free_handicap on an even board beyond the fixed count still places every stone.
boardsize 10
clear_board
20 place_free_handicap 6
#? [(\S+ ){5}\S+]
21 list_stones black
#? [.*C8 .*H8 .*C3 .*H3]
