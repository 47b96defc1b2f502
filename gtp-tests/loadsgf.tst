# loadsgf.tst: GNU Go's loadsgf — whole game, up to a move number, up to a vertex; size, komi,
# rules and handicap come from the file.

# The whole game: five moves (one a pass), White to play.
1 loadsgf sgf/moves.sgf
#? [white]
2 list_stones black
#? [E5 G5 G3]
3 kata-get-rules
#? [.*"name":"japanese".*]

# Before move 3: two moves played, Black to play.
4 loadsgf sgf/moves.sgf 3
#? [black]
5 list_stones black
#? [E5]

# Before the first move at G3 (move 3).
6 loadsgf sgf/moves.sgf G3
#? [black]
7 list_stones white
#? [C7]

# HA[2] with AB: the set-up stones are the handicap, White plays first; under the current
# (Chinese) rules the two stones own the board: 81 − komi 0.5 − compensation 2.
kgs-rules chinese
8 loadsgf sgf/handicap.sgf
#? [white]
9 final_score
#? [B\+78\.5]

# A file without KM gets the komi of its rules (here the file's Japanese rules: 6.5), not
# the komi set before, so that what a loaded position answers depends on the file alone.
komi 3
kgs-rules chinese
10 loadsgf sgf/no-komi.sgf
#? [black]
11 get_komi
#? [6.5]

# A file without RU gets the rules last set by command (or --rules), not those of a file
# loaded before it, and their komi.
kgs-rules chinese
loadsgf sgf/moves.sgf
12 loadsgf sgf/no-terms.sgf
#? [black]
13 kata-get-rules
#? [.*"name":"chinese".*]
14 get_komi
#? [7.5]
